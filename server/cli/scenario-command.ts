import { readFile } from 'node:fs/promises';
import { Command, InvalidArgumentError } from 'commander';
import { builtinScenarios } from '../../core/store/builtin-scenarios.ts';
import { formatScenario } from '../../core/store/format-scenario.ts';
import { ScenarioError } from '../../core/store/scenario-error.ts';
import { scenarioToStoreData } from '../../core/store/scenario-to-store-data.ts';
import { storeDataToScenario } from '../../core/store/store-data-to-scenario.ts';
import type { Scenario } from '../../core/store/scenario-types.ts';
import { parseScenario, parseScenarioJson } from '../../core/store/parse-scenario.ts';
import { upstreamCredentials } from '../../core/state/upstream-credentials.ts';
import { sandboxHeader } from '../../core/admin/sandbox-dispatch.ts';
import { createAdminClient } from '../../core/admin/admin-client.ts';
import { maskUrlCredentials } from '../mask-url-credentials.ts';
import type { StatusWeights } from '../../fixtures/generate-pets.ts';
import { addFromHarCommand } from './from-har-command.ts';
import { addFromPactCommand } from './from-pact-command.ts';
import { runProgram } from './run-program.ts';

// `animal-store-mock scenario list | validate <file> | generate --seed N --count N | export | from-har <file> | from-pact <file>` (`npm run scenario -- ...`).
// Exit codes: 0 done, 1 the file is not a valid scenario, 2 bad command line.

const program = new Command('animal-store-mock scenario')
  .description('List, validate, generate and export Animal Store scenario files, or make one from a HAR or a pact.')
  .showHelpAfterError('(run with --help for every option)')
  .exitOverride();

program
  .command('list')
  .description('list the built-in scenarios: name, pet count, description')
  .action(async () => {
    const rows = await Promise.all(
      builtinScenarios.map(async ({ name, description, scenario }) => [
        name,
        String((await scenarioToStoreData(scenario)).pets.length),
        description,
      ]),
    );
    const nameWidth = Math.max(...rows.map(([name]) => name!.length));
    const countWidth = Math.max(...rows.map(([, count]) => count!.length));
    for (const [name, count, description] of rows)
      console.log(`${name!.padEnd(nameWidth)}  ${count!.padStart(countWidth)} pets  ${description}`);
  });

program
  .command('validate <file>')
  .description('check a scenario file; prints "ok: N pets" or every problem with its JSON path')
  .action(async (file: string) => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      fail(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    try {
      console.log(`ok: ${(await scenarioToStoreData(parseScenarioJson(text, file))).pets.length} pets`);
    } catch (error) {
      if (error instanceof ScenarioError) fail(error.message);
      throw error;
    }
  });

program
  .command('generate')
  .description('print a scenario of generated pets (JSON) on stdout')
  .requiredOption(
    '--seed <n>',
    'seed of the generator',
    integer('--seed', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  )
  .requiredOption('--count <n>', 'number of pets, 0..1000000', integer('--count', 0, 1_000_000))
  .option('--name <name>', 'scenario name (default: seed-<seed>-count-<count>)')
  .option('--description <text>', 'one-line description')
  .option('--edge-case-rate <rate>', 'share of edge-case names, 0..1 (default 0.05)', rate)
  .option('--status-weights <list>', 'e.g. available=45,pending=20,sold=25,none=10 (missing ones are 0)', statusWeights)
  .option('--category-ids <list>', 'e.g. 1,2,3 (default 1..5)', categoryIds)
  .option('--explicit', 'write every pet out, to edit by hand, instead of the generator options')
  .action(async (options: GenerateOptions) => {
    const {
      seed,
      count,
      name = `seed-${seed}-count-${count}`,
      description = `${count} generated pets from seed ${seed}.`,
    } = options;
    const generated: Scenario = {
      name,
      version: 1,
      description,
      generate: {
        seed,
        count,
        ...(options.statusWeights && { statusWeights: options.statusWeights }),
        ...(options.categoryIds && { categoryIds: options.categoryIds }),
        ...(options.edgeCaseRate !== undefined && { edgeCaseRate: options.edgeCaseRate }),
      },
    };
    let scenario: Scenario;
    try {
      scenario = parseScenario(generated, 'the options');
    } catch (error) {
      if (error instanceof ScenarioError) usage(error.message);
      throw error;
    }
    const written = options.explicit ? await explicitPets(scenario, name, description) : scenario;
    process.stdout.write(formatScenario({ $schema: installedScenarioSchema, ...written }));
  });

/** The schema the installed package ships, from the project's folder: editors resolve `$schema` beside the file. */
const installedScenarioSchema = './node_modules/animal-store-mock/fixtures/scenario.schema.json';

/** The generated pets written out one by one: no generator options beside them to suggest more pets come. */
async function explicitPets(scenario: Scenario, name: string, description: string): Promise<Scenario> {
  const { generate: _seedOnly, ...explicit } = storeDataToScenario(await scenarioToStoreData(scenario), {
    name,
    description,
  });
  return explicit;
}

program
  .command('export')
  .description("print a running server's data as a scenario (JSON) on stdout; load it later with --scenario")
  .option('--url <url>', "the server's address", 'http://127.0.0.1:4010')
  .option('--admin-token <token>', "the server's --admin-token, when it has one")
  .option('--sandbox <name>', 'export this sandbox instead of the main store')
  .action(async ({ url, adminToken, sandbox }: { url: string; adminToken?: string; sandbox?: string }) => {
    // Credentials in the URL (the admin token as a Basic password) go as Basic; --admin-token wins.
    const { base, basic } = upstreamCredentials(url);
    const { origin } = new URL(base);
    const authorization = adminToken ? `Bearer ${adminToken}` : basic;
    const client = createAdminClient({
      origin,
      headers: {
        ...(authorization && { Authorization: authorization }),
        ...(sandbox && { [sandboxHeader]: sandbox }),
      },
      unreachable: (error) =>
        `cannot reach ${origin} (${error.cause?.message ?? error.message}): is the server running? Start it with: npx animal-store-mock`,
    });
    const exported = await client.call('exportState');
    if (!exported.ok)
      fail(
        exported.status === 0
          ? exported.error.message
          : `${client.url('exportState')} answered ${exported.status}: ${JSON.stringify(exported.error)}`,
      );
    process.stdout.write(formatScenario(exported.value as Scenario));
  });

addFromHarCommand(program);
addFromPactCommand(program);

interface GenerateOptions {
  seed: number;
  count: number;
  name?: string;
  description?: string;
  edgeCaseRate?: number;
  statusWeights?: StatusWeights;
  categoryIds?: number[];
  explicit?: boolean;
}

function integer(flag: string, min: number, max: number) {
  return (text: string): number => {
    const value = Number(text);
    if (!/^-?\d+$/.test(text.trim()) || value < min || value > max)
      throw new InvalidArgumentError(`${flag} must be an integer in ${min}..${max}.`);
    return value;
  };
}

function rate(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !(value >= 0 && value <= 1)) throw new InvalidArgumentError('a rate is a number in 0..1.');
  return value;
}

function statusWeights(text: string): StatusWeights {
  const weights: StatusWeights = { available: 0, pending: 0, sold: 0, none: 0 };
  for (const part of text.split(',')) {
    const [key = '', value = ''] = part.split('=').map((s) => s.trim());
    if (!Object.hasOwn(weights, key) || value === '' || !(Number(value) >= 0)) {
      throw new InvalidArgumentError(
        `"${part}" is not status=weight (status: available, pending, sold or none; weight >= 0).`,
      );
    }
    weights[key as keyof StatusWeights] = Number(value);
  }
  return weights;
}

function categoryIds(text: string): number[] {
  return text
    .split(',')
    .map((part) => integer('--category-ids', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)(part));
}

function fail(message: string): never {
  console.error(maskUrlCredentials(message));
  process.exit(1);
}

function usage(message: string): never {
  console.error(message);
  process.exit(2);
}

/**
 * Runs the `scenario` subcommand with the arguments after its name.
 * @example await run(['validate', 'my.json']) // prints "ok: 3 pets"
 */
export async function run(args: readonly string[]): Promise<void> {
  await runProgram(program, args);
}
