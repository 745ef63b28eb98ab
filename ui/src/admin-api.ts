import { createAdminClient } from '../../core/admin/admin-client.ts';
import { sandboxHeader } from '../../core/admin/sandbox-dispatch.ts';
import type { DashboardSource, LiveFeed } from './dashboard-source.ts';

/** Where the admin API is, seen from the page (served at /__admin/ui). */
export const adminBase = '/__admin';

/**
 * The sandbox the page shows (`?sandbox=<name>` in its URL), or the main store. Calls name it in
 * the header; the live feed and the download link, which cannot send headers, in the query.
 */
export const sandbox = new URLSearchParams(location.search).get('sandbox') ?? undefined;
const sandboxHeaders: Record<string, string> = sandbox === undefined ? {} : { [sandboxHeader]: sandbox };

/** An admin URL that names the page's sandbox in its query, for EventSource and links. */
export const inSandbox = (path: string): string =>
  sandbox === undefined ? `${adminBase}${path}` : `${adminBase}${path}?${new URLSearchParams({ sandbox })}`;

/**
 * The one typed admin client, from the page's origin: credentials (Basic, when a token is set) are
 * the browser's to send; the page's sandbox goes in the header.
 */
const client = createAdminClient({ origin: location.origin, headers: sandboxHeaders });
/**
 * The QA dashboard's source: the admin API over HTTP, live from `/__admin/events` (`feed`), in the
 * sandbox the page's URL names.
 */
export function httpSource(feed: LiveFeed): DashboardSource {
  return {
    label: 'QA dashboard',
    sandboxes: true,
    sandbox,
    feed,
    exportHref: () => inSandbox('/db'),
    call: client.call,
  };
}
