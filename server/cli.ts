import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { localOrigins, openapiDocument, type PetStatus } from '../core/index.ts';

/** Everything the server is started with. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Path of the JSON db file; `null` keeps the store in memory. */
  db: string | null;
  seed: number;
  count: number;
  reset: boolean;
  apiKeys: string[];
  defaultStatus: PetStatus | undefined;
  corsOrigins: readonly string[];
  quiet: boolean;
}

const statuses = openapiDocument.components.schemas.PetStatus!.enum as PetStatus[];

/** The command line, described once for parsing and for `--help`. */
export function createCommand(version: string): Command {
  return new Command('animal-store-mock')
    .description('A stateful mock of the Animal Store API, served at http://<host>:<port>/v1.')
    .version(version, '-v, --version')
    .addOption(new Option('-p, --port <port>', 'port to listen on (0 picks a free one)').env('PORT').default(4010).argParser(parsePort))
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--db <path>', 'JSON file that holds the store (created and seeded when missing)', '.data/db.json')
    .option('--in-memory', 'keep the store in memory only, with no file', false)
    .option('--seed <n>', 'seed of the generated pets', parseInteger('--seed'), 42)
    .option('--count <n>', 'number of pets seeded when the store is new', parseCount, 50)
    .option('--reset', 'replace what the db file holds with freshly seeded data', false)
    .option('--api-key <key>', 'accept this API key; repeatable (env ANIMAL_STORE_API_KEYS, comma-separated). '
      + 'With none, any non-empty bearer token is accepted', collect, [])
    .addOption(new Option('--default-status <status>', 'status given to pets created without one (default: none)').choices(statuses))
    .option('--cors-origin <origin>', 'allow this CORS origin instead of the default localhost:*; repeatable. '
      + '"http://host:*" allows any port, "*" any origin', collect, [])
    .option('-q, --quiet', 'no log line per request', false)
    .showHelpAfterError('(run with --help for every option)')
    .exitOverride();
}

/**
 * Parses the command line; on a bad option, prints why and exits with code 2.
 * @example parseCli(['--port', '0', '--in-memory'], {}, '0.1.0').port // 0
 */
export function parseCli(argv: readonly string[], env: Record<string, string | undefined>, version: string): ServerConfig {
  const command = createCommand(version);
  try {
    command.parse(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
    throw error;
  }
  const options = command.opts();
  const envKeys = (env.ANIMAL_STORE_API_KEYS ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  return {
    port: options.port,
    host: options.host,
    db: options.inMemory ? null : options.db,
    seed: options.seed,
    count: options.count,
    reset: options.reset,
    apiKeys: [...options.apiKey, ...envKeys],
    defaultStatus: options.defaultStatus,
    corsOrigins: options.corsOrigin.length > 0 ? options.corsOrigin : localOrigins,
    quiet: options.quiet,
  };
}

function parsePort(text: string): number {
  const port = parseInteger('--port')(text);
  if (port < 0 || port > 65535) throw new InvalidArgumentError('a port is 0..65535.');
  return port;
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

function collect(value: string, previous: string[]): string[] {
  if (value.trim() === '') throw new InvalidArgumentError('it cannot be empty.');
  return [...previous, value];
}
