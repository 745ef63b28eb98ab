import { Command, InvalidArgumentError, Option } from 'commander';
import ms from 'ms';
import { openapiDocument } from '../../core/contract/spec.ts';
import { parseCompactRule } from '../../core/store/compact-rule.ts';
import type { FailureRule } from '../../core/store/failure-rules.ts';
import { apiOperationIds } from '../../core/contract/operation-ids.ts';
import { mockDefaults, proxyDefaults, sandboxDefaults } from '../../core/mock-options.ts';
import type { PetStatus } from '../../spec/schema-types.ts';
import { serverDefaults, type ServerConfig } from '../server-config.ts';
import { exitOnCommanderError } from './run-program.ts';
import { parseWorldArgument } from './world-argument.ts';

/** Options that only mean something in front of an upstream. */
const proxyOnly = {
  proxyOnly: '--proxy-only',
  upstreamKey: '--upstream-key',
  upstreamTimeout: '--upstream-timeout',
  strictContract: '--strict-contract',
  record: '--record',
};

const statuses = openapiDocument.components.schemas.PetStatus!.enum as PetStatus[];

/** The command line, described once for parsing and for `--help`. */
export function createCommand(version: string): Command {
  return new Command('animal-store-mock start')
    .description('A stateful mock of the Animal Store API, served at http://<host>:<port>/v1.')
    .version(version, '-v, --version')
    .addOption(
      new Option('-p, --port <port>', 'port to listen on (0 picks a free one)')
        .env('PORT')
        .default(serverDefaults.port)
        .argParser(parsePort),
    )
    .option('--host <host>', 'address to bind', serverDefaults.host)
    .option('--db <path>', 'JSON file that holds the store (created and seeded when missing)', serverDefaults.db)
    .option('--in-memory', 'keep the store in memory only, with no file', false)
    .option(
      '--seed <n>',
      'seed of the generated pets and of failure probabilities (0..4294967295)',
      parseSeed,
      mockDefaults.seed,
    )
    .option('--count <n>', 'number of pets seeded when the store is new', parseCount, mockDefaults.count)
    .option('--reset', 'replace what the db file holds with freshly seeded data', mockDefaults.reset)
    .option(
      '--fsync',
      'answer a create only once it reached the disk (fsync), so it survives a power cut; slower',
      false,
    )
    .option('--scenario <name|path>', 'load a built-in scenario or a scenario file at start (replaces the data)')
    .option(
      '--api-key <key>',
      'accept this API key; repeatable (env ANIMAL_STORE_API_KEYS, comma-separated). ' +
        'With none, any non-empty bearer token is accepted',
      collect,
      [],
    )
    .addOption(
      new Option('--default-status <status>', 'status given to pets created without one (default: none)').choices(
        statuses,
      ),
    )
    .option(
      '--cors-origin <origin>',
      'allow this CORS origin instead of the default localhost:*; repeatable. ' +
        '"http://host:*" allows any port, "*" any origin',
      collect,
      [],
    )
    .option('--latency <ms>', 'add latency to every request: "200" or a range "100-800"', parseLatency)
    .option('--error-rate <p>', 'answer this share of requests (0..1) with a 500', parseProbability)
    .option(
      '--fail <rule>',
      'a failure rule, <target>:<effect>[@probability][*times][+after]; repeatable. ' +
        'e.g. listPets:503@0.3, createPet:503*2, getPet:reset, listPets:2000ms, *:ratelimit=5/60s',
      collectRule,
      [],
    )
    .option('--now <date>', 'start the simulated clock at this ISO date (e.g. 2030-12-05T00:00:00Z)', parseDate)
    .option(
      '--speed <n>',
      'how fast the clock runs: 0 frozen, 1 real time, 3600 an hour a second',
      parseSpeed,
      mockDefaults.speed,
    )
    .option(
      '--world <file|json>',
      'other shoppers on the clock: adoptions, arrivals, departures (docs/world.md)',
      parseWorldArgument,
    )
    .option(
      '--world-limit <n>',
      'most world events one clock move applies',
      parsePositive('--world-limit'),
      mockDefaults.worldLimit,
    )
    .option(
      '--max-hang <ms>',
      'longest a timeout fault holds a request',
      parseNonNegative('--max-hang'),
      mockDefaults.maxHangMs,
    )
    .option(
      '--mask-header <name>',
      "mask this header's value in the journal, the live feed and the dashboard; repeatable. Always masked: " +
        'Authorization, Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key, X-Auth-Token and names holding token, secret or key',
      collect,
      [],
    )
    .option(
      '--journal-size <n>',
      'requests kept in the journal (/__admin/requests)',
      parseNonNegative('--journal-size'),
      mockDefaults.journalSize,
    )
    .addOption(
      new Option(
        '--journal-bytes <size>',
        'request and response bodies the journal keeps in all, e.g. 4MiB, 512KiB or bytes; past it the oldest bodies ' +
          'are dropped first and their entries kept',
      )
        .argParser(parseByteSize('--journal-bytes'))
        .default(mockDefaults.journalBytes, byteSize(mockDefaults.journalBytes)),
    )
    .addOption(
      new Option(
        '--sandbox-idle <duration>',
        'drop a sandbox (Animal-Store-Sandbox header) after this long without a request, e.g. 30m, 90s',
      )
        .argParser(parseDuration('--sandbox-idle'))
        .default(sandboxDefaults.idleMs, ms(sandboxDefaults.idleMs)),
    )
    .option(
      '--max-sandboxes <n>',
      'sandboxes kept at most; one more drops the least recently used',
      parsePositive('--max-sandboxes'),
      sandboxDefaults.maxCount,
    )
    .option(
      '--allowed-hosts <names>',
      'serve these host names too, comma-separated, besides IP addresses, localhost and --host ' +
        '(env ANIMAL_STORE_ALLOWED_HOSTS); "all" serves any Host, turning off the guard against DNS rebinding',
    )
    .option(
      '--admin-token <token>',
      'token for /__admin and its dashboard (Bearer, or the password of Basic); required when --host is not a loopback address',
    )
    .option(
      '--proxy <url>',
      'forward /v1 requests to this upstream (http or https, ending in its base path, e.g. https://staging.example.com/v1) ' +
        'through the same CORS, auth, failures, journal and clock',
      parseUpstream,
    )
    .option(
      '--proxy-only <operationIds>',
      `forward only these operations, comma-separated (${apiOperationIds.join(', ')}); the local store answers the rest`,
      parseOperationIds,
    )
    .option(
      '--upstream-key <key>',
      "send this key upstream in place of the client's Authorization (env ANIMAL_STORE_UPSTREAM_KEY)",
    )
    .option(
      '--upstream-timeout <ms>',
      `longest wait for the upstream's whole answer, then 504 (default: ${proxyDefaults.timeoutMs})`,
      parsePositive('--upstream-timeout'),
    )
    .option('--strict-contract', 'replace an upstream answer that breaks spec/openapi.yaml with 502 contract_violation')
    .option(
      '--record <file>',
      "record the pets of the upstream's answers into this scenario file (load it later with --scenario)",
    )
    .option(
      '--recordings-dir <dir>',
      'the folder for recordings started over HTTP (POST /__admin/recording)',
      serverDefaults.recordingsDir,
    )
    .option('-q, --quiet', 'no log line per request', false)
    .addHelpText('after', '\nOther commands (scenario files, coverage, init): animal-store-mock --help')
    .showHelpAfterError('(run with --help for every option)')
    .exitOverride();
}

/**
 * Parses the command line; on a bad option, prints why and exits with code 2.
 * @example parseCli(['--port', '0', '--in-memory'], {}, '0.1.0').port // 0
 */
export function parseCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  version: string,
): ServerConfig {
  const command = createCommand(version);
  try {
    command.parse(argv, { from: 'user' });
  } catch (error) {
    exitOnCommanderError(error);
    throw error;
  }
  const options = command.opts();
  if (!isLoopback(options.host) && options.adminToken === undefined) {
    console.error(`error: --host ${options.host} is not a loopback address: the admin API needs --admin-token there.`);
    process.exit(2);
  }
  const envKeys = (env.ANIMAL_STORE_API_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const upstreamKey = options.upstreamKey ?? (env.ANIMAL_STORE_UPSTREAM_KEY || undefined);
  const needsProxy = Object.entries(proxyOnly).find(([name]) => options[name] !== undefined);
  if (options.proxy === undefined && needsProxy) {
    console.error(`error: ${needsProxy[1]} works only in front of an upstream: add --proxy <url>.`);
    process.exit(2);
  }
  return {
    port: options.port,
    host: options.host,
    db: options.inMemory ? null : options.db,
    seed: options.seed,
    count: options.count,
    reset: options.reset,
    scenario: options.scenario,
    apiKeys: [...options.apiKey, ...envKeys],
    defaultStatus: options.defaultStatus,
    ...(options.corsOrigin.length > 0 && { corsOrigins: options.corsOrigin }),
    quiet: options.quiet,
    failures: [
      ...(options.latency === undefined ? [] : [{ id: 'cli-latency', latency: options.latency }]),
      ...(options.errorRate === undefined
        ? []
        : [{ id: 'cli-error-rate', status: 500, probability: options.errorRate }]),
      ...options.fail.map((rule: FailureRule, index: number) => ({ id: `cli-fail-${index + 1}`, ...rule })),
    ],
    now: options.now ?? null,
    speed: options.speed,
    world: options.world,
    worldLimit: options.worldLimit,
    maxHangMs: options.maxHang,
    journalSize: options.journalSize,
    journalBytes: options.journalBytes,
    ...(options.maskHeader.length > 0 && { maskHeaders: options.maskHeader }),
    adminToken: options.adminToken,
    allowedHosts: parseAllowedHosts(options.allowedHosts ?? env.ANIMAL_STORE_ALLOWED_HOSTS),
    sandboxes: { idleMs: options.sandboxIdle, maxCount: options.maxSandboxes },
    fsync: options.fsync,
    proxy: options.proxy && {
      upstream: options.proxy,
      upstreamKey,
      only: options.proxyOnly,
      timeoutMs: options.upstreamTimeout,
      strictContract: options.strictContract,
    },
    record: options.record,
    recordingsDir: options.recordingsDir,
    given: command.options
      .map((option) => option.attributeName())
      .filter((name) => command.getOptionValueSource(name) === 'cli'),
  };
}

/** Loopback addresses, where the admin API may stay open. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** `a.example,b.example` → the names; `all` → no check. */
function parseAllowedHosts(text: string | undefined): string[] | 'all' {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'all') ? 'all' : names;
}

function parsePort(text: string): number {
  const port = parseInteger('--port')(text);
  if (port < 0 || port > 65535) throw new InvalidArgumentError('a port is 0..65535.');
  return port;
}

/** Faker seeds with 32 bits: larger seeds would silently repeat smaller ones. */
function parseSeed(text: string): number {
  const seed = parseInteger('--seed')(text);
  if (seed < 0 || seed > 0xffff_ffff) throw new InvalidArgumentError('a seed is 0..4294967295.');
  return seed;
}

function parseCount(text: string): number {
  const count = parseInteger('--count')(text);
  if (count < 0 || count > 1_000_000) throw new InvalidArgumentError('a count is 0..1000000.');
  return count;
}

function parseInteger(name: string) {
  return (text: string): number => {
    if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text))) {
      throw new InvalidArgumentError(`${name} takes a whole number.`);
    }
    return Number(text);
  };
}

function parseNonNegative(name: string) {
  return (text: string): number => {
    const value = parseInteger(name)(text);
    if (value < 0) throw new InvalidArgumentError(`${name} cannot be negative.`);
    return value;
  };
}

function parsePositive(name: string) {
  return (text: string): number => {
    const value = parseInteger(name)(text);
    if (value < 1) throw new InvalidArgumentError(`${name} must be at least 1.`);
    return value;
  };
}

const byteUnits: Record<string, number> = { '': 1, b: 1, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** `4MiB`, `512KiB`, or plain bytes. */
function parseByteSize(name: string) {
  return (text: string): number => {
    const found = /^(\d+)\s*([kmg]ib|b)?$/i.exec(text.trim());
    const value = found ? Number(found[1]) * byteUnits[(found[2] ?? '').toLowerCase()]! : Number.NaN;
    if (!Number.isSafeInteger(value))
      throw new InvalidArgumentError(`${name} takes a size such as 4MiB, 512KiB or a number of bytes.`);
    return value;
  };
}

/** Bytes as `--help` and the README show them: `4MiB`. */
function byteSize(bytes: number): string {
  const [unit, scale] = bytes % 1024 ** 2 === 0 ? ['MiB', 1024 ** 2] : bytes % 1024 === 0 ? ['KiB', 1024] : ['', 1];
  return `${bytes / scale}${unit}`;
}

/** `30m`, `90s`, `500ms`, `1h`, or plain milliseconds. */
function parseDuration(name: string) {
  return (text: string): number => {
    const value = /^\d+$/.test(text.trim()) ? Number(text) : (ms(text.trim() as ms.StringValue) as number | undefined);
    if (value === undefined || !Number.isSafeInteger(value) || value < 1)
      throw new InvalidArgumentError(`${name} takes a duration such as 30m, 90s or 500ms.`);
    return value;
  };
}

function parseUpstream(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidArgumentError("not a URL: give the upstream's base URL, e.g. https://staging.example.com/v1.");
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InvalidArgumentError('the upstream is http or https.');
  if (url.search !== '' || url.hash !== '')
    throw new InvalidArgumentError('the upstream is a base URL: no query or fragment.');
  return text.replace(/\/+$/, '');
}

function parseOperationIds(text: string): string[] {
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !apiOperationIds.includes(id));
  if (ids.length === 0 || unknown.length > 0) {
    throw new InvalidArgumentError(
      `${unknown.length > 0 ? `no such operation: ${unknown.join(', ')}` : 'name at least one operation'}; known: ${apiOperationIds.join(', ')}.`,
    );
  }
  return ids;
}

function parseLatency(text: string): number | [number, number] {
  const found = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!found) throw new InvalidArgumentError('latency is milliseconds, "200", or a range, "100-800".');
  const min = Number(found[1]);
  if (found[2] === undefined) return min;
  const max = Number(found[2]);
  if (max < min) throw new InvalidArgumentError('a latency range is min-max.');
  return [min, max];
}

function parseProbability(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !(value >= 0 && value <= 1)) throw new InvalidArgumentError('a rate is 0..1.');
  return value;
}

function parseSpeed(text: string): number {
  const speed = Number(text);
  if (text.trim() === '' || !(speed >= 0 && Number.isFinite(speed)))
    throw new InvalidArgumentError('a number >= 0: 0 frozen, 1 real time, 3600 an hour a second.');
  return speed;
}

function parseDate(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new InvalidArgumentError('not an ISO date, e.g. 2030-12-05T00:00:00Z.');
  return date;
}

function collectRule(text: string, previous: FailureRule[]): FailureRule[] {
  try {
    return [...previous, parseCompactRule(text)];
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

function collect(value: string, previous: string[]): string[] {
  if (value.trim() === '') throw new InvalidArgumentError('it cannot be empty.');
  return [...previous, value];
}
