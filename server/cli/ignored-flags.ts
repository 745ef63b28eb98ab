import type { RunningServer, ServerConfig } from '../server-config.ts';
import { shownPath } from '../shown-path.ts';

/**
 * One line for each option given on the command line that this start does not use, saying why
 * and what to use instead: nothing the person asked for is dropped without a word.
 * @example ignoredFlags({ db: 'db.json', given: ['count'], ... }, loadedServer) // ['--count does not apply: db.json already holds 50 pets ...']
 */
export function ignoredFlags(
  config: ServerConfig,
  server: Pick<RunningServer, 'seeded' | 'scenario' | 'store'>,
): string[] {
  const given = new Set(config.given ?? []);
  const named = (...names: string[]) => names.filter((name) => given.has(name)).map((name) => `--${name}`);
  const lines: string[] = [];
  const seeding = named('seed', 'count');
  if (seeding.length > 0 && server.scenario !== undefined && given.has('count')) {
    lines.push(`--count does not apply with --scenario: the scenario says which pets to load.`);
  } else if (seeding.length > 0 && server.scenario === undefined && !server.seeded && config.db !== null) {
    lines.push(
      `${seeding.join(' and ')} ${seeding.length > 1 ? 'do' : 'does'} not apply: ${shownPath(config.db)} already holds ` +
        `${server.store.count()} pets, loaded as they are. Add --reset to replace them with freshly seeded ones.`,
    );
  }
  const fileOnly = named('db', 'fsync');
  if (config.db === null && fileOnly.length > 0) {
    lines.push(
      `${fileOnly.join(' and ')} ${fileOnly.length > 1 ? 'do' : 'does'} not apply with --in-memory: nothing is written to disk.`,
    );
  }
  if (given.has('reset') && config.db === null)
    lines.push('--reset does not apply with --in-memory: a store in memory starts afresh at every start.');
  else if (given.has('reset') && server.scenario !== undefined)
    lines.push('--reset adds nothing to --scenario, which replaces the data already.');
  return lines;
}
