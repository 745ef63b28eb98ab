import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { contentType } from 'mime-types';
import type { DashboardAsset, DashboardAssets } from '../../core/internal.ts';
import { packageRoot } from '../package-root.ts';

// Vite builds the dashboard into dist/ui, in a checkout and in the package alike. A build has an
// assets/ folder; the source folder ui/ has not.
const candidates = () => ['dist/ui', 'ui'].map((path) => join(packageRoot(), path));
const isBuild = (folder: string) => existsSync(join(folder, 'index.html')) && existsSync(join(folder, 'assets'));

/**
 * The built dashboard from the first of `folders` that holds a build, or undefined when none does.
 * Only files listed at start are served (so no path can reach outside the folder); each is read
 * on first request, then kept.
 */
export function loadDashboardAssets(folders: readonly string[] = candidates()): DashboardAssets | undefined {
  const folder = folders.find(isBuild);
  if (folder === undefined) return undefined;
  const files = new Set(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
  const read = new Map<string, DashboardAsset>();
  return {
    get(path) {
      if (!files.has(path)) return undefined;
      let asset = read.get(path);
      if (!asset) {
        let body: Uint8Array<ArrayBuffer>;
        try {
          body = new Uint8Array(readFileSync(join(folder, path)));
        } catch {
          return undefined; // rebuilt since the server started: a 404 says so
        }
        asset = { body, contentType: contentType(extname(path)) || 'application/octet-stream' };
        read.set(path, asset);
      }
      return asset;
    },
  };
}
