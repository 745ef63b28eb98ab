import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';
import { consumer } from './support/consumer-project.ts';
import { expectPassed } from './support/expect-passed.ts';
import { nodePath } from './support/node-path.ts';
import type { NodeName } from './support/node-versions.ts';
import { readmeMswExample, readmeMswExampleTest } from './support/readme-msw-example.ts';
import { shown } from './support/run.ts';

interface Stack {
  stack: string;
  title: string;
  runner: 'jest' | 'vitest';
  /** The project's test command; the environment flag is appended to it. */
  command: readonly string[];
  environmentFlag: string;
  environments: readonly string[];
  /** Supported Nodes it also runs on, besides the pinned 24. */
  nodes: readonly NodeName[];
  /** tsc projects that must type-check, and what they resolve modules as. */
  tsconfigs: readonly { file: string; resolution: string }[];
  tests: number;
}

/** What the Jest projects share: `npm test` (with the flags each needs), both environments, six tests. */
const jest = {
  runner: 'jest',
  command: ['npm', 'test', '--'],
  environmentFlag: '--testEnvironment',
  environments: ['jest-fixed-jsdom', 'node'],
  tests: 6,
} as const;

const stacks: Stack[] = [
  {
    stack: 'vitest',
    title: 'Vitest 5, ESM, msw 3.0.5',
    runner: 'vitest',
    command: ['npx', 'vitest', 'run'],
    environmentFlag: '--environment',
    environments: ['node', 'jsdom'],
    nodes: ['lowest', 'newest'],
    tsconfigs: [
      { file: 'tsconfig.json', resolution: 'bundler' },
      { file: 'tsconfig.node16.json', resolution: 'node16, ESM' },
      { file: 'tsconfig.nodenext.json', resolution: 'nodenext, ESM' },
    ],
    // Its six, and the README's MSW example (written in below).
    tests: 7,
  },
  {
    ...jest,
    stack: 'jest-cjs',
    title: 'Jest 30, CommonJS test files, msw 2.11.2: no flags, no transform',
    nodes: ['lowest', 'newest'],
    tsconfigs: [],
  },
  {
    ...jest,
    // msw 2.11.3 and later require ESM-only packages, which Jest's CommonJS runtime loads only
    // through require(esm): Node 24.9+ and --experimental-vm-modules (the project's `npm test`).
    stack: 'jest-ts',
    title: 'Jest 30, TypeScript test files through ts-jest (CommonJS), msw 2.15.0',
    nodes: ['newest'],
    tsconfigs: [
      { file: 'tsconfig.json', resolution: 'node16, CommonJS' },
      { file: 'tsconfig.nodenext.json', resolution: 'nodenext, CommonJS' },
    ],
  },
  {
    ...jest,
    stack: 'jest-esm',
    title: 'Jest 30 in its ESM mode (node --experimental-vm-modules), msw 3.0.5',
    nodes: ['lowest', 'newest'],
    tsconfigs: [],
  },
];

let example: string;

beforeAll(async () => {
  // The README's MSW example ("Test suites"), taken at run time so the two cannot drift: the Vitest project's runs include it.
  const readme = await readFile(join(repoRoot, 'README.md'), 'utf8');
  example = readmeMswExample(readme);
  await writeFile(join(consumer('vitest').dir, 'readme-example.test.ts'), readmeMswExampleTest(readme));
});

it('has a README MSW example that imports animal-store-mock/msw and defines server and response', () => {
  expect(example).toMatch(/^import \{[^}]*\bcreateAnimalStore\b[^}]*\} from 'animal-store-mock\/msw';$/m);
  expect(example).toMatch(/^import \{[^}]*\bcreateHandlers\b[^}]*\} from 'animal-store-mock\/msw';$/m);
  expect(example).toMatch(/\bconst server\b/);
  expect(example).toMatch(/\bconst response\b/);
});

describe.concurrent.each(stacks)(
  '$title',
  ({ stack, runner, command: [command, ...args], environmentFlag, environments, nodes, tsconfigs, tests }) => {
    const project = consumer(stack);

    it.for(environments)('passes in the %s environment', async (environment) => {
      expectPassed(await project.run(command!, [...args, environmentFlag, environment]), runner, tests);
    });

    it.for(nodes)('passes on the %s supported Node', async (node) => {
      const path = await nodePath(project, inject('nodeBins'), node);
      expectPassed(await project.run(command!, args, { path }), runner, tests);
    });

    it.for(tsconfigs)('type-checks with tsc -p $file ($resolution; strict)', async ({ file }) => {
      const checked = await project.run('npx', ['tsc', '-p', file]);
      expect(checked.code, shown(checked)).toBe(0);
    });
  },
);
