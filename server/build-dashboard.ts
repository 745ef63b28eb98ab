import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start` in a checkout serves the dashboard from dist/ui, which only `npm run build` made
// (npm install builds nothing since the build moved to prepack). So a start from source builds it
// when it is missing or older than ui/: the first start takes a few seconds more, later ones not.

const root = fileURLToPath(new URL('../', import.meta.url));
const built = join(root, 'dist/ui/index.html');
const sources = join(root, 'ui');

/** Newest change under a folder, in ms. */
function newest(folder: string): number {
  return Math.max(
    ...readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

/** Why dist/ui must be (re)built before this start, or undefined when it is up to date. */
export function dashboardBuildReason(): string | undefined {
  if (!existsSync(built) || !existsSync(join(root, 'dist/ui/assets'))) return 'not built yet';
  return newest(sources) > statSync(built).mtimeMs ? 'ui/ changed since the last build' : undefined;
}

/**
 * Builds the dashboard with the checkout's Vite when it is missing or stale. Returns the problem in
 * one line when the build failed (the server then starts without the dashboard, and says so).
 */
export function buildDashboardIfNeeded(log: (line: string) => void): string | undefined {
  const reason = dashboardBuildReason();
  if (reason === undefined) return undefined;
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  if (!existsSync(vite)) return `the dashboard is ${reason} and Vite is not installed here (npm install)`;
  log(`animal-store-mock: building the dashboard (${reason}); later starts skip this.`);
  try {
    execFileSync(process.execPath, [vite, 'build', '--config', 'ui/vite.config.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return undefined;
  } catch (error) {
    const said = String((error as { stderr?: Buffer }).stderr ?? '')
      .trim()
      .split('\n')[0];
    return `the dashboard could not be built (npm run build:ui says: ${said || (error as Error).message})`;
  }
}
