import { Command, Option } from 'commander';
import { listenDefaults } from '../../core/internal.ts';
import { runProgram } from './run-program.ts';

// `animal-store-mock mcp [--url http://127.0.0.1:4010] [--admin-token t]`: an MCP server on
// stdin/stdout for a coding agent, over a running server's admin API. It starts whether or not
// the server is up; a tool call that cannot reach it is a one-line tool error (and a line on stderr).

const defaultUrl = `http://${listenDefaults.host}:${listenDefaults.port}`;

const program = new Command('animal-store-mock mcp')
  .description(
    "Serve the mock's admin API to a coding agent as an MCP server over stdio (tools: scenarios, failure rules, clock, journal, coverage, sandboxes).",
  )
  .option('--url <url>', 'the running server (its /__admin is used)', defaultUrl)
  .addOption(
    new Option('--admin-token <token>', "the server's --admin-token, when it has one").env('ANIMAL_STORE_ADMIN_TOKEN'),
  )
  .showHelpAfterError('(run with --help for every option)')
  .exitOverride()
  .action(async ({ url: given, adminToken }: { url: string; adminToken?: string }) => {
    const url = httpUrl(given);
    // Loaded once the command line is good: --help stays fast.
    const { mcpPackage, installMcpPackage, loadWithMcpPackage } = await import('../mcp/mcp-package.ts');
    const loaded = await loadWithMcpPackage(() =>
      Promise.all([
        import('@modelcontextprotocol/sdk/server/stdio.js'),
        import('../mcp/create-mcp-server.ts'),
        import('../mcp/http-admin-client.ts'),
      ]),
    );
    if (!loaded) {
      // One line, without the usage hint: the command line was right, the install is not.
      console.error(`error: the mcp command needs ${mcpPackage}, an optional peer dependency: ${installMcpPackage}`);
      process.exitCode = 2;
      return;
    }
    const [{ StdioServerTransport }, { createMcpServer }, { createHttpAdminClient }] = loaded;
    // stdout carries the protocol: every word for a person goes to stderr.
    const admin = createHttpAdminClient(url, {
      adminToken,
      onUnreachable: (line) => console.error(`animal-store-mock mcp: ${line}`),
    });
    await createMcpServer(admin).connect(new StdioServerTransport());
  });

/** The server's URL; refused without echoing it, as it may hold credentials. */
function httpUrl(text: string): string {
  const url = URL.parse(text);
  const refuse = (why: string) => program.error(`error: --url ${why}`, { exitCode: 2 });
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return refuse('must be an http:// URL, e.g. http://127.0.0.1:4010.');
  if (url.username !== '' || url.password !== '')
    return refuse('must hold no credentials: give the admin token with --admin-token.');
  return url.href;
}

/** Runs `mcp` with the words after its name; it serves until stdin closes. */
export async function run(args: string[]): Promise<void> {
  await runProgram(program, args);
}
