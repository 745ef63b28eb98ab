import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerUrl, runCli } from '../../scripts/run-cli.ts';
import { repoRoot } from '../support/child-server.ts';
import { consumersCache } from './support/cache.ts';
import { consumer } from './support/consumer-project.ts';
import { run, shown } from './support/run.ts';

/**
 * Every shell line of the README and docs/ that a user types in their own project, run as written
 * in a project made from the packed tarball (the vite-app install: animal-store-mock, msw, vite).
 * Lines that are not for a consumer project say so by how they start (`notHere`): the checkout's
 * `npm` scripts, `cd`, `curl` to a running server, an agent's CLI. A server line starts, prints its
 * banner and is stopped; its fixed port becomes port 0. The inputs a line reads (reports, a HAR,
 * pact files) are made first from a real server, as the docs' earlier steps would.
 */
const notHere = /^(npm (start|install|test|pack|run)\b|cd |curl |claude |git )/;

interface ShellLine {
  file: string;
  line: string;
}

async function shellLines(): Promise<ShellLine[]> {
  const files = [
    'README.md',
    ...(await readdir(join(repoRoot, 'docs'))).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
  ];
  const lines: ShellLine[] = [];
  for (const file of files) {
    const text = await readFile(join(repoRoot, file), 'utf8');
    for (const [, block] of text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)) {
      const joined = block!.replace(/\\\n\s*/g, '').split('\n');
      for (const raw of joined) {
        const line = raw.replace(/\s+#\s.*$/, '').trim();
        if (line !== '' && !line.startsWith('#') && !notHere.test(line)) lines.push({ file, line });
      }
    }
  }
  return lines;
}

const project = join(consumersCache, 'docs-commands');
const inProject = (command: string, args: string[], env: Record<string, string> = {}) =>
  run(command, args, { cwd: project, env });

/** The words of a line, quotes removed, `$VAR` read from `env`; `> file` writes stdout there. */
function parse(line: string, env: Record<string, string>): { words: string[]; redirect: string | undefined } {
  const [command, redirect] = line.split(/\s>\s/);
  const words = [...command!.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map(([, double, single, bare]) =>
    (double ?? single ?? bare)!.replace(/\$(\w+)/g, (_, name: string) => env[name] ?? ''),
  );
  return { words, redirect: redirect?.trim() };
}

describe('the shell lines of the README and docs/, run as written in a consumer project', () => {
  let lines: ShellLine[];

  beforeAll(async () => {
    lines = await shellLines();
    await rm(project, { recursive: true, force: true });
    await mkdir(project, { recursive: true });
    await cp(join(consumer('vite-app').dir, 'package.json'), join(project, 'package.json'));
    await symlink(join(consumer('vite-app').dir, 'node_modules'), join(project, 'node_modules'), 'dir');
    // The inputs the lines read, from one server's traffic: reports, a HAR, a pact in parts.
    const server = runCli(['--port', '0', '--in-memory', '--quiet'], {
      cwd: project,
      script: join(project, 'node_modules/animal-store-mock/dist/server/bin.js'),
    });
    try {
      const api = await bannerUrl(server);
      const admin = api.replace(/\/v1$/, '/__admin');
      const headers = { Authorization: 'Bearer dev' };
      for (const path of ['/pets?limit=2', '/pets/1', '/pets/999'])
        await (await fetch(`${api}${path}`, { headers })).arrayBuffer();
      const save = async (path: string, file: string) => {
        await mkdir(join(project, file, '..'), { recursive: true });
        await writeFile(join(project, file), await (await fetch(`${admin}${path}`)).text());
      };
      await save('/coverage', 'coverage/api/worker-0.json');
      await save('/resilience', 'reports/resilience/worker-0.json');
      await save('/requests.har', 'staging.har');
      // The handoff's pair (docs/scenarios-and-failures.md): the moment before entry 2, the requests from 2 on.
      await save('/snapshot?at=2', 'before-42.json');
      await save('/requests.har?since=1', 'from-42.har');
      await save('/pact?consumer=web-app&provider=animal-store', 'pacts/parts/worker-0.json');
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);

  it('finds the lines, and every node_modules path a line names exists there', async () => {
    expect(lines.length).toBeGreaterThan(10);
    for (const { file, line } of lines) {
      for (const path of line.match(/\bnode_modules\/\S+/g) ?? [])
        expect(existsSync(join(project, path)), `${file}: ${line}`).toBe(true);
    }
  });

  it('runs each line: no bad command line (exit 2), no crash, a server line serves', async () => {
    const env = { GITHUB_STEP_SUMMARY: join(project, 'summary.md') };
    for (const { file, line } of lines) {
      const { words, redirect } = parse(line, env);
      const where = `${file}: ${line}`;
      const [first, ...rest] = words;
      if (/^npx @pactflow\//.test(line)) {
        // A third-party tool, fetched from the registry: not run here, but the contract it reads must be there.
        for (const word of rest.filter((arg) => /\.ya?ml$/.test(arg)))
          expect(existsSync(join(project, word)), where).toBe(true);
        continue;
      }
      expect(first, `${where}\nruns through npx, as a project's bin must`).toBe('npx');
      const isServer =
        rest[0] === 'animal-store-mock' && (rest.length === 1 || rest[1]!.startsWith('-')) && !rest.includes('--help');
      if (isServer) {
        const args = rest.slice(1).map((word, index, all) => (all[index - 1] === '--port' ? '0' : word));
        const server = runCli(args.includes('--port') ? args : [...args, '--port', '0'], {
          cwd: project,
          script: join(project, 'node_modules/animal-store-mock/dist/server/bin.js'),
        });
        try {
          const api = await bannerUrl(server);
          expect((await fetch(api.replace(/\/v1$/, '/__admin/health'))).status, where).toBe(200);
        } finally {
          server.process.kill('SIGTERM');
          await server.exited;
        }
        continue;
      }
      const ran = await inProject('npx', rest, env);
      if (redirect) await writeFile(join(project, redirect), ran.stdout);
      // 0, or 1 where a gate names what is missing; never a refused command line or a crash.
      expect([0, 1], `${where}\n${shown(ran)}`).toContain(ran.code);
      expect(ran.stderr, `${where}\n${shown(ran)}`).not.toMatch(/\n\s+at |ENOENT|unknown option|error: /);
    }
  }, 300_000); // some 25 lines, one after another (a later one reads what an earlier one wrote)
});
