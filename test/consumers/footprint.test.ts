import { readdir, readFile, rm, mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { bannerUrl, runCli } from '../../scripts/run-cli.ts';
import { consumersCache } from './support/cache.ts';
import { run, shown } from './support/run.ts';

/**
 * The targets of docs/performance.md's footprint table (issue 44): below msw's own install, and a
 * tarball at most half of the 853 kB it weighed (one ES copy of the core, declarations once), plus
 * 10 kB for the snapshot section's generated validator (issue 54: in the ES and the CommonJS copy), plus
 * 4 kB for the scenario schema shipped for editors (issue 55), plus 6 kB for the backoff judge and the
 * query mask (issue 53 and 52, in both copies), and the admin bodies' checks generated from the spec (issue
 * 51); then 32 kB less, since the build leaves out the declarations no entry point reaches (issue 51).
 */
const targets = { packages: 50, nodeModulesBytes: 15 * 1024 * 1024, tarballBytes: 425_000 };

/** Bytes of every file under a folder. */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

describe('the package installed alone in an empty project, without the optional MCP SDK', () => {
  const dir = join(consumersCache, 'footprint');
  let packages: string[];

  beforeAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'package.json'), '{ "name": "footprint", "private": true, "type": "module" }\n');
    const installed = await run('npm', ['install', inject('tarball'), '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      timeoutMs: 300_000,
    });
    if (installed.code !== 0) throw new Error(`npm install in ${dir}\n${shown(installed)}`);
    const lock = JSON.parse(await readFile(join(dir, 'node_modules', '.package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    packages = Object.keys(lock.packages).filter((path) => path.startsWith('node_modules/'));
  }, 300_000);

  it(`adds at most ${targets.packages} packages and ${targets.nodeModulesBytes / 1024 / 1024} MB of node_modules, the MCP SDK and zod not among them`, async () => {
    expect(packages.length, packages.join('\n')).toBeLessThanOrEqual(targets.packages);
    expect(
      packages.filter((path) => /node_modules\/(@modelcontextprotocol|zod|express|hono)(\/|$)/.test(path)),
    ).toEqual([]);
    expect(await sizeOf(join(dir, 'node_modules'))).toBeLessThanOrEqual(targets.nodeModulesBytes);
  });

  it(`comes from a tarball of at most ${targets.tarballBytes / 1000} kB (853 kB before), with no source maps`, async () => {
    expect((await stat(inject('tarball'))).size).toBeLessThanOrEqual(targets.tarballBytes);
    const files = await readdir(join(dir, 'node_modules', 'animal-store-mock'), { recursive: true });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('animal-store-mock mcp says in one line what to install, and exits 2', async () => {
    const mcp = await run('npx', ['animal-store-mock', 'mcp'], { cwd: dir });
    expect(mcp.code, shown(mcp)).toBe(2);
    expect(mcp.stderr).toBe(
      'error: the mcp command needs @modelcontextprotocol/sdk, an optional peer dependency: npm install --save-dev @modelcontextprotocol/sdk\n',
    );
  });

  it('/__admin/mcp answers 501 naming the package, and the rest of the server serves as ever', async () => {
    const server = runCli(['--port', '0', '--in-memory', '--quiet'], {
      cwd: dir,
      script: join(dir, 'node_modules', 'animal-store-mock', 'dist', 'server', 'bin.js'),
    });
    try {
      const api = await bannerUrl(server);
      const { origin } = new URL(api);
      const initialize = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'footprint', version: '1' } },
      };
      const answer = await fetch(`${origin}/__admin/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(initialize),
      });
      expect({ status: answer.status, body: await answer.json() }).toEqual({
        status: 501,
        body: {
          code: 'not_implemented',
          message:
            '/__admin/mcp needs @modelcontextprotocol/sdk, an optional peer dependency: npm install --save-dev @modelcontextprotocol/sdk, then restart the server.',
          status: 501,
        },
      });
      expect((await fetch(`${api}/pets?limit=1`, { headers: { authorization: 'Bearer any' } })).status).toBe(200);
      expect((await fetch(`${origin}/__admin/health`)).status).toBe(200);
    } finally {
      server.process.kill('SIGKILL');
    }
  });
});
