import { cp, mkdir, stat, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bannerUrl } from '../../scripts/run-cli.ts';
import { Harness, repoRoot } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

/** A checkout as a fresh clone has it after npm install: the sources and node_modules, no dist/. */
async function freshClone(): Promise<string> {
  const dir = await harness.tempDir();
  for (const folder of ['core', 'server', 'ui', 'spec', 'fixtures', 'mocks'])
    await cp(join(repoRoot, folder), join(dir, folder), { recursive: true });
  await cp(join(repoRoot, 'package.json'), join(dir, 'package.json'));
  await cp(join(repoRoot, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await mkdir(join(dir, 'data'));
  return dir;
}

describe('npm start on a fresh clone (no dist/)', () => {
  it('builds the dashboard at the first start, serves it at /, and names no page that will not answer; a second start builds nothing', async () => {
    const dir = await freshClone();
    const start = () => {
      const child = harness.run(['--port', '0', '--in-memory'], { cwd: dir, script: join(dir, 'server/start.js') });
      return { child, url: bannerUrl(child, 110_000) };
    };
    const first = start();
    const url = await first.url;
    const dashboardLine = /^ {2}Dashboard (\S+)$/m.exec(first.child.stdout());
    expect(dashboardLine, first.child.stdout()).not.toBeNull();
    const front = await fetch(url.replace(/\/v1$/, '/'));
    expect(front.status).toBe(200);
    expect(front.url).toBe(dashboardLine![1]);
    expect(front.headers.get('content-type')).toMatch(/^text\/html/);
    const script = /src="(\/__admin\/ui\/assets\/[^"]+\.js)"/.exec(await front.text());
    expect(script).not.toBeNull();
    expect((await fetch(new URL(script![1]!, url))).status).toBe(200);
    expect(first.child.stdout()).toMatch(
      /^animal-store-mock: building the dashboard \(not built yet\); later starts skip this\.$/m,
    );
    await harness.stop(first.child);

    const builtAt = (await stat(join(dir, 'dist/ui/index.html'))).mtimeMs;
    const second = start();
    await second.url;
    expect(second.child.stdout()).not.toMatch(/building the dashboard/);
    expect((await stat(join(dir, 'dist/ui/index.html'))).mtimeMs).toBe(builtAt);
    await harness.stop(second.child);
  }, 240_000);
});
