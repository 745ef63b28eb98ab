import { readdir } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { installConsumer, projectsDir } from './consumer-project.ts';
import { installNode, nodeVersions, type NodeName } from './node-versions.ts';
import { packTarball } from './pack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of each extra Node's binary, to put first on PATH. */
    nodeBins: Record<NodeName, string>;
    /** The packed package that every consumer project installed. */
    tarball: string;
  }
}

/**
 * Once per run of the consumer tests, before any of them: pack the package, install every
 * consumer project and the extra Node versions, side by side (installs wait on disk and network
 * as much as on the CPU; test files would race on the same folders).
 */
export default async function setup(project: TestProject): Promise<void> {
  const names = Object.keys(nodeVersions) as NodeName[];
  const [tarball, ...bins] = await Promise.all([
    packTarball(),
    ...names.map((name) => installNode(nodeVersions[name])),
  ]);
  await Promise.all((await readdir(projectsDir)).map((stack) => installConsumer(stack, tarball)));
  project.provide('tarball', tarball);
  project.provide(
    'nodeBins',
    Object.fromEntries(names.map((name, index) => [name, bins[index]!])) as Record<NodeName, string>,
  );
}
