import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../../support/child-server.ts';
import { distBuilt } from '../../support/dist-built.ts';
import { consumersCache } from './cache.ts';
import { run, shown } from './run.ts';

/**
 * `npm pack` of this checkout (its `prepack` builds dist/, unless `npm test` built it already),
 * named by content: consumers depend on that file, so npm reinstalls the package exactly when what
 * it holds changed.
 */
export async function packTarball(): Promise<string> {
  const dir = join(consumersCache, 'pack');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const packed = await run('npm', ['pack', ...(distBuilt() ? ['--ignore-scripts'] : []), '--pack-destination', dir], {
    cwd: repoRoot,
    timeoutMs: 180_000,
  });
  const [file, ...others] = (await readdir(dir)).filter((name) => name.endsWith('.tgz'));
  if (packed.code !== 0 || file === undefined || others.length > 0)
    throw new Error(`npm pack in ${repoRoot}\n${shown(packed)}`);
  const hash = createHash('sha256')
    .update(await readFile(join(dir, file)))
    .digest('hex')
    .slice(0, 12);
  const tarball = join(dir, file.replace(/\.tgz$/, `-${hash}.tgz`));
  await rename(join(dir, file), tarball);
  return tarball;
}
