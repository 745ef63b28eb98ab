import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { bannerUrl, runCli } from '../../scripts/run-cli.ts';
import { repoRoot } from '../support/child-server.ts';
import { consumer } from './support/consumer-project.ts';
import { nodePath } from './support/node-path.ts';
import { shown } from './support/run.ts';

describe.concurrent('the CLI and the Node check, from the packed tarball in a project', () => {
  const project = consumer('cli');
  const onNode = async (node: 'lowest' | 'newest' | 'pinned') =>
    node === 'pinned' ? [] : nodePath(project, inject('nodeBins'), node);

  it.for(['lowest', 'pinned', 'newest'] as const)(
    'answers npx animal-store-mock start --help on the %s supported Node',
    async (node) => {
      const help = await project.run('npx', ['animal-store-mock', 'start', '--help'], { path: await onNode(node) });
      expect(help.code, shown(help)).toBe(0);
      expect(help.stdout).toMatch(/^Usage: animal-store-mock start \[options\]/m);
      expect(help.stdout).toMatch(/--scenario <name\|path>/);
    },
  );

  it('runs the scenario tool from the installed package: npx animal-store-mock scenario validate', async () => {
    const valid = await project.run('npx', [
      'animal-store-mock',
      'scenario',
      'validate',
      join(repoRoot, 'fixtures/scenarios/one-of-each.json'),
    ]);
    expect({ code: valid.code, stdout: valid.stdout }, shown(valid)).toEqual({ code: 0, stdout: 'ok: 3 pets\n' });
    const missing = await project.run('npx', ['animal-store-mock', 'scenario', 'validate', 'no-such-file.json']);
    expect(missing.code, shown(missing)).toBe(1);
  });

  it.for(['lowest', 'pinned', 'newest'] as const)(
    'starts, serves the API and the dashboard, and stops on SIGTERM on the %s supported Node',
    async (node) => {
      // The installed bin, what `npx animal-store-mock` runs (without npx in between to swallow signals).
      const [bin] = await onNode(node);
      const server = runCli(['--port', '0', '--in-memory', '--api-key', 'cli-key', '--quiet'], {
        cwd: project.dir,
        node: bin ? join(bin, 'node') : process.execPath,
        script: join(project.dir, 'node_modules', 'animal-store-mock', 'dist', 'server', 'bin.js'),
      });
      try {
        const api = await bannerUrl(server);
        const pets = await fetch(`${api}/pets?limit=2`, { headers: { Authorization: 'Bearer cli-key' } });
        expect(pets.status).toBe(200);
        expect((await pets.json()).map(({ id }: { id: number }) => id)).toEqual([1, 2]);

        // The dashboard ships built in the tarball: its page and the script it names.
        const origin = new URL(api).origin;
        const page = await (await fetch(`${origin}/__admin/ui/`)).text();
        const script = /src="(\/__admin\/ui\/assets\/[^"]+\.js)"/.exec(page)?.[1];
        expect(script, page).toBeDefined();
        expect((await fetch(`${origin}${script}`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8');

        server.process.kill('SIGTERM');
        expect(await server.exited, server.stderr()).toEqual({ code: 0, signal: null });
      } finally {
        server.process.kill('SIGKILL');
      }
    },
  );

  describe('on Node 20, below the supported range', () => {
    const refusal =
      /^animal-store-mock needs Node 22\.13 or newer, but not 23 \(engines: \^22\.13\.0 \|\| >=24\.0\.0\); this is Node 20\.20\.2\./m;
    const onOldNode = async () => nodePath(project, inject('nodeBins'), 'unsupported');

    it('the CLI says so in one line and exits 1', async () => {
      const help = await project.run('npx', ['animal-store-mock', '--help'], { path: await onOldNode() });
      expect(help.code, shown(help)).toBe(1);
      const printed = help.stderr.split('\n').filter((line) => line !== '' && !line.startsWith('npm warn'));
      expect(printed, shown(help)).toHaveLength(1);
      expect(printed[0]).toMatch(refusal);
    });

    it.for([
      { type: 'module', load: "await import('animal-store-mock/msw')" },
      { type: 'commonjs', load: "require('animal-store-mock/msw')" },
      { type: 'module', load: "await import('animal-store-mock')" },
      { type: 'commonjs', load: "require('animal-store-mock')" },
      { type: 'module', load: "await import('animal-store-mock/msw/browser')" },
    ])('$load throws an Error naming both versions, before msw runs, and its host goes on', async ({ type, load }) => {
      // A library never ends its host's process: the host catches, and runs on to its own exit.
      const code = `try { ${load}; } catch (error) { console.log(error.message); } console.log('host goes on');`;
      const wrapped = type === 'module' ? code : `(async () => { ${code} })()`;
      const loaded = await project.run('node', ['--input-type', type, '-e', wrapped], { path: await onOldNode() });
      expect(loaded.code, shown(loaded)).toBe(0);
      expect(loaded.stderr, shown(loaded)).toBe('');
      expect(loaded.stdout).toMatch(refusal);
      expect(loaded.stdout.trimEnd().split('\n').at(-1)).toBe('host goes on');
    });
  });
});
