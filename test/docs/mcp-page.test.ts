import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../server/mcp/mcp-tools.ts';
import { readMarkdownPage } from '../support/markdown-page.ts';
import { repoRoot, runCli } from '../support/child-server.ts';

const text = readFileSync(join(repoRoot, 'docs/mcp.md'), 'utf8');
const page = readMarkdownPage(text);

describe('docs/mcp.md', () => {
  it('quotes `mcp --help` as the program prints it', async () => {
    const child = runCli(['mcp', '--help']);
    expect((await child.exited).code).toBe(0);
    expect(page.codeBlocks).toContain(child.stdout().trimEnd());
  });

  it('has a row for each tool, with its annotations', () => {
    const rows = [...text.matchAll(/^\| `(\w+)` \|.*\| *([\w-]*) *\|$/gm)].map(([, name, hint]) => [name, hint]);
    expect(rows).toEqual(
      mcpTools.map(({ name, annotations }) => [
        name,
        annotations.readOnlyHint ? 'read-only' : annotations.destructiveHint ? 'destructive' : '',
      ]),
    );
  });

  it('gives each agent a config that starts the stdio command with the options it takes', () => {
    const configs = page.codeBlocks
      .filter((block) => block.startsWith('{'))
      .map((block) => JSON.parse(block) as Record<string, Record<string, { command: string; args: string[] }>>);
    expect(configs).toHaveLength(3);
    for (const config of configs) {
      const [server] = Object.values(config.mcpServers ?? config.servers ?? {});
      expect(server?.command).toBe('npx');
      const [bin, command, ...options] = server!.args;
      expect([bin, command]).toEqual(['animal-store-mock', 'mcp']);
      for (const option of options.filter((word) => word.startsWith('--'))) expect(text).toContain(`  ${option} <`);
    }
  });
});
