import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Project } from './detect-stacks.ts';

/** The msw major a project gets: the installed one, else its package.json's range, else the newest (what `npm install -D msw` brings). */
export type MswMajor = 2 | 3;

/**
 * The msw major of the project in `project.dir`: msw 2 and 3 name the unhandled-request option
 * differently, and each ignores the other's name silently.
 * @example mswMajor(readProject(process.cwd())!) // 2 when node_modules/msw is 2.x, or none and package.json asks for ^2
 */
export function mswMajor(project: Pick<Project, 'dir' | 'mswRange'>): MswMajor {
  let version: string | undefined;
  try {
    const manifest = createRequire(join(project.dir, 'package.json')).resolve('msw/package.json');
    version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
  } catch {
    version = project.mswRange;
  }
  return /^\D*2\b/.test(version ?? '') ? 2 : 3;
}

const names = { 2: 'onUnhandledRequest', 3: 'onUnhandledFrame' } as const;

/**
 * A setup file's text for the project's msw: the option's name and the comment that names both.
 * @example forMsw("server.listen({ onUnhandledFrame: 'bypass' })", 2) // "server.listen({ onUnhandledRequest: 'bypass' })"
 */
export function forMsw(text: string, major: MswMajor): string {
  const other = major === 2 ? 3 : 2;
  return text
    .replace(
      new RegExp(`// msw ${other} \\(msw ${major} names it ${names[major]}\\)`, 'g'),
      `// msw ${major} (msw ${other} names it ${names[other]})`,
    )
    .replace(new RegExp(`\\b${names[other]}:`, 'g'), `${names[major]}:`);
}
