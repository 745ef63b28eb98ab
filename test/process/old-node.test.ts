import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { unsupportedNode } from '../../core/supported-node.ts';
import { repoRoot, runCli } from '../../scripts/run-cli.ts';

/** Node 24 told it is Node 20 before anything of ours loads: the one way to meet an old Node on this machine. */
const oldNode = '20.20.2';
const pretendOld = `--import=data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${oldNode}"})`;
const refusal = unsupportedNode(oldNode)!;

describe('an old Node', () => {
  it.for(['core/index.ts', 'core/internal.ts', 'mocks/index.ts', 'mocks/browser.ts', 'playwright/index.ts'])(
    'gets a thrown Error naming both versions from %s, and its host goes on',
    async (entry) => {
      const script = `try { await import('./${entry}'); console.log('imported'); } catch (error) { console.log(JSON.stringify({ error: error instanceof Error, message: error.message })); }`;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [pretendOld, '--input-type=module', '-e', script],
        { cwd: repoRoot, timeout: 30_000 },
      );
      expect(JSON.parse(stdout)).toEqual({ error: true, message: refusal });
      expect(refusal).toContain(`Node ${oldNode}`);
      expect(refusal).toContain('Node 22.13 or newer');
    },
  );

  it('gets one line from the CLI, which exits 1', async () => {
    const child = runCli(['--version'], { nodeArgs: [pretendOld] });
    expect(await child.exited).toEqual({ code: 1, signal: null });
    expect(child.stderr()).toBe(`${refusal}\n`);
    expect(child.stdout()).toBe('');
  });
});
