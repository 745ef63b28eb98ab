import type { LoadSettings } from './lib/load.ts';

export const groups = [
  'load',
  'memory',
  'startup',
  'msw',
  'panel',
  'sandboxes',
  'fixtures',
  'durable',
  'proxy',
  'har',
  'world',
  'snapshot',
] as const;
export type Group = (typeof groups)[number];

export interface BenchSettings {
  quick: boolean;
  load: LoadSettings;
  /** Stored pets for the mock's load, start-up and memory cases. */
  sizes: number[];
  /** Stored pets for the start-up cases: the sizes, and by default a million too. */
  startupSizes: number[];
  startupRuns: number;
  fixtureRuns: number;
  /** Pets the bare Koa baseline holds. */
  baselineCount: number;
  /** Write a CPU profile of each mock server child to bench/profiles/. */
  profile: boolean;
  only: ReadonlySet<Group>;
}

export const usage = `Usage: npm run bench [-- options]
  --quick            a smoke run of about 1.5 minutes: 1 s loads without their own warm-up, 3 start-ups per size
  --only <groups>    comma-separated: ${groups.join(', ')} (default: all)
  --sizes <list>     stored pets, comma-separated (default: 1000,10000,100000; start-ups also 1000000)
  --duration <s>     seconds of each measured load (default: 4, quick 1)
  --connections <n>  autocannon connections (default: 10)
  --profile          --cpu-prof on each mock server child, into bench/profiles/
  -h, --help`;

/** The settings from the command line; throws on an unknown option. */
export function parseArgs(argv: readonly string[]): BenchSettings | 'help' {
  const args = [...argv];
  const quick = args.includes('--quick');
  const value = (name: string): string | undefined => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const known = new Set(['--quick', '--only', '--sizes', '--duration', '--connections', '--profile', '-h', '--help']);
  for (const [i, arg] of args.entries()) {
    const isValue = i > 0 && ['--only', '--sizes', '--duration', '--connections'].includes(args[i - 1]!);
    if (!isValue && !known.has(arg)) throw new Error(`unknown option ${arg}\n${usage}`);
  }
  if (args.includes('-h') || args.includes('--help')) return 'help';
  const only = value('--only')?.split(',') ?? [...groups];
  for (const group of only)
    if (!(groups as readonly string[]).includes(group)) throw new Error(`unknown group ${group}\n${usage}`);
  const sizes = (value('--sizes') ?? '1000,10000,100000').split(',').map(Number);
  // A start-up at a million pets shows what scales with the pets; a load there shows nothing 100k does not.
  const startupSizes = value('--sizes') === undefined ? [...sizes, 1_000_000] : sizes;
  if (sizes.some((size) => !Number.isSafeInteger(size) || size < 1))
    throw new Error('--sizes takes whole numbers >= 1');
  return {
    quick,
    load: {
      connections: Number(value('--connections') ?? 10),
      // autocannon runs whole seconds at least; quick relies on the one warm-up each server gets at its start.
      warmupSec: quick ? 0 : 1,
      durationSec: Number(value('--duration') ?? (quick ? 1 : 4)),
    },
    sizes,
    startupSizes,
    startupRuns: quick ? 3 : 5,
    fixtureRuns: quick ? 2 : 3,
    baselineCount: 100,
    profile: args.includes('--profile'),
    only: new Set(only as Group[]),
  };
}
