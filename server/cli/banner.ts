import pc from 'picocolors';
import type { ProxyOptions } from '../../core/state/proxy-options.ts';
import { shownUpstream } from '../../core/state/upstream-credentials.ts';
import type { RunningServer, ServerConfig } from '../server-config.ts';
import { shownPath } from '../shown-path.ts';
import { counted } from './counted.ts';

/** What a person needs to know once the server is up. */
export function banner(version: string, config: ServerConfig, server: RunningServer): string {
  const store = config.db === null ? 'in memory' : `${shownPath(config.db)}${config.fsync ? ', fsync on' : ''}`;
  const { corsOrigins, failures, now, proxy } = server.settings;
  const recording = server.controls.recording.status();
  const origin =
    server.scenario !== undefined
      ? `scenario "${server.scenario.name}" loaded, replacing the data`
      : server.seeded
        ? `seeded from seed ${server.settings.seed}`
        : 'loaded from the file';
  return [
    `${pc.bold('animal-store-mock')} ${version}`,
    `  URL       ${pc.cyan(server.url)}`,
    `  Store     ${store} (${counted(server.store.count(), 'pet', 'pets')}, ${origin})${config.db === null ? '; nothing is written to disk' : ''}`,
    `  API keys  ${keysInForce(server)}`,
    `  CORS      ${corsOrigins.join(', ')}`,
    `  Hosts     ${hosts(config)}`,
    `  Admin     ${server.url.replace(/\/v1$/, '/__admin')} (${config.adminToken === undefined ? 'open on loopback' : 'bearer --admin-token'})`,
    `  Dashboard ${server.dashboardBuilt ? pc.cyan(server.url.replace(/\/v1$/, '/__admin/ui')) : pc.yellow('not built here (npm run build:ui, then restart)')}`,
    ...(failures.length > 0
      ? [`  Failures  ${pc.yellow(`${counted(failures.length, 'rule', 'rules')} in force`)}`]
      : []),
    ...(now ? [`  Clock     simulated, starting at ${now.toISOString()}`] : []),
    ...(proxy ? [`  Upstream  ${pc.cyan(shownUpstream(proxy.upstream))} (${upstreamNotes(proxy).join('; ')})`] : []),
    ...(recording.active ? [`  Recording ${recording.file === null ? 'in memory' : shownPath(recording.file)}`] : []),
    '',
  ].join('\n');
}

/** The keys the API accepts now (a scenario's replace --api-key's), counted, never shown (docs/security.md). */
function keysInForce({ simulation, scenario }: RunningServer): string {
  const inForce = simulation.apiKeys();
  const fromScenario = scenario?.apiKeys !== undefined ? `scenario "${scenario.name}"` : undefined;
  if (inForce.length === 0)
    return pc.yellow(
      `any non-empty bearer token is accepted (${fromScenario ? `${fromScenario} sets no keys` : 'no --api-key set'})`,
    );
  return `${counted(inForce.length, 'key', 'keys')}${fromScenario ? ` from ${fromScenario}` : ''} accepted; others get 401`;
}

function hosts({ host, allowedHosts = [] }: ServerConfig): string {
  if (allowedHosts === 'all')
    return pc.yellow('any Host is served (--allowed-hosts all): no guard against DNS rebinding');
  return ['IP addresses', 'localhost', ...new Set([host, ...allowedHosts].filter((name) => name !== 'localhost'))].join(
    ', ',
  );
}

function upstreamNotes({ upstream, only, upstreamKey, strictContract }: ProxyOptions): string[] {
  const basic = shownUpstream(upstream) !== upstream.replace(/\/+$/, '');
  return [
    only ? `only ${only.join(', ')}; the rest from the store` : 'every operation',
    upstreamKey !== undefined ? 'its own key' : basic ? "the URL's credentials as Basic" : "the client's key passed on",
    strictContract ? 'strict contract: violations become 502' : 'contract watched',
  ];
}
