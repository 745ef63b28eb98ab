import { Command, InvalidArgumentError, Option } from 'commander';
import { listenDefaults } from '../../core/index.ts';
import { runProgram } from './run-program.ts';

// `animal-store-mock mcp [--url http://127.0.0.1:4010] [--admin-token t]`: an MCP server on
// stdin/stdout for a coding agent, over a running server's admin API. It starts whether or not
// the server is up; a tool call that cannot reach it is a one-line tool error (and a line on stderr).

const defaultUrl = `http://${listenDefaults.host}:${listenDefaults.port}`;

const program = new Command('animal-store-mock mcp')
  .description("Serve the mock's admin API to a coding agent as an MCP server over stdio (tools: scenarios, failure rules, clock, journal, coverage, sandboxes).")
  .option('--url <url>', 'the running server (its /__admin is used)', httpUrl, defaultUrl)
  .addOption(new Option('--admin-token <token>', "the server's --admin-token, when it has one").env('ANIMAL_STORE_ADMIN_TOKEN'))
  .showHelpAfterError('(run with --help for every option)')
  .exitOverride()
  .action(async ({ url, adminToken }: { url: string; adminToken?: string }) => {
    // Loaded once the command line is good: --help stays fast.
    const [{ StdioServerTransport }, { createMcpServer }, { createHttpAdminClient }] = await Promise.all([
      import('@modelcontextprotocol/sdk/server/stdio.js'),
      import('../mcp/create-mcp-server.ts'),
      import('../mcp/http-admin-client.ts'),
    ]);
    // stdout carries the protocol: every word for a person goes to stderr.
    const admin = createHttpAdminClient(url, { adminToken, onUnreachable: (line) => console.error(`animal-store-mock mcp: ${line}`) });
    await createMcpServer(() => admin).connect(new StdioServerTransport());
  });

function httpUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidArgumentError('give the server as an http:// URL, e.g. http://127.0.0.1:4010.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('give the server as an http:// URL, e.g. http://127.0.0.1:4010.');
  if (url.username !== '' || url.password !== '') throw new InvalidArgumentError('put no credentials in the URL: give the token with --admin-token.');
  return url.href;
}

/** Runs `mcp` with the words after its name; it serves until stdin closes. */
export async function run(args: string[]): Promise<void> {
  await runProgram(program, args);
}
