import { ApiError } from '../exchange/errors.ts';
import type { MockResponse } from '../exchange/exchange.ts';
import type { AdminRoute } from './admin-context.ts';
import { adminBasePath } from '../exchange/served-paths.ts';

/** A built file of the dashboard. */
export interface DashboardAsset {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** The built dashboard (Vite's output), by path relative to its folder: `index.html`, `assets/…`. */
export interface DashboardAssets {
  get(path: string): DashboardAsset | undefined;
}

const notBuilt =
  'The dashboard is not built here: run `npm run build:ui` (npm start does it in a checkout), then restart.';

// The page loads nothing from elsewhere and talks only to this admin API.
const pageHeaders = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/**
 * `/__admin/ui`: the QA dashboard's page; `/__admin/ui/assets/:file` its scripts and styles (named
 * by content hash, so cached for good). Without a build both answer 404 saying how to build.
 */
export function dashboardRoutes(assets: DashboardAssets | undefined): AdminRoute[] {
  const serve = (path: string, cacheControl: string): MockResponse => {
    if (!assets) throw new ApiError({ code: 'not_found', message: notBuilt });
    const asset = assets.get(path);
    if (!asset)
      throw new ApiError({
        code: 'not_found',
        message: `The dashboard has no file ${path} (if it was rebuilt since the server started, restart the server).`,
      });
    return {
      status: 200,
      headers: { ...pageHeaders, 'content-type': asset.contentType, 'cache-control': cacheControl },
      body: asset.body,
    };
  };
  return [
    // The front door: `/__admin` (and, on a server, `/`) opened in a browser leads to the dashboard.
    {
      operationId: 'openDashboard',
      handle: async () => ({ status: 302, headers: { location: `${adminBasePath}/ui` }, body: null }),
    },
    { operationId: 'getDashboard', handle: async () => serve('index.html', 'no-cache') },
    {
      operationId: 'getDashboardAsset',
      handle: async ({ params }) => serve(`assets/${params.file}`, 'public, max-age=31536000, immutable'),
    },
  ];
}
