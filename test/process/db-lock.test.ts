import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { repoRoot } from '../support/child-server.ts';
import { readDurableDb } from '../support/durable-db.ts';
import { readMarkdownPage } from '../support/markdown-page.ts';
import { createPet, listPets } from '../support/requests.ts';
import { Harness, type Server } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

/** The advice that ends the refusal as docs/db-file.md quotes it (after its example file, pid and holder). */
function documentedAdvice(): string {
  const page = readMarkdownPage(readFileSync(join(repoRoot, 'docs/db-file.md'), 'utf8'));
  const quote = page.codeSpans
    .map((span) => span.replace(/\s+/g, ' '))
    .find((span) => span.startsWith('animal-store-mock: the db file '));
  const advice = /^animal-store-mock: the db file \S+ is in use by pid \d+: .+?\. (One server owns one file: .+)$/.exec(
    quote ?? '',
  )?.[1];
  if (advice === undefined) throw new Error(`docs/db-file.md quotes no refusal of a locked db file (found ${quote})`);
  return advice;
}

/** Creates `count` pets one after another; every answer must be a 201. */
async function createMany(server: Server, label: string, count: number): Promise<Pet[]> {
  const created: Pet[] = [];
  for (let i = 0; i < count; i++) {
    const { status, body } = await createPet(server.url, { name: `${label} ${i}`, categoryId: i });
    expect(status).toBe(201);
    created.push(body);
  }
  return created;
}

describe('one writer per db file', () => {
  it.each([
    { how: 'the same path', db: 'data/db.json' },
    { how: 'a relative path from another folder', db: '../data/./db.json' },
  ])('a second server on $how refuses to start; the first is unaffected and loses no write', async ({ db: given }) => {
    const root = await harness.tempDir();
    const db = join(root, 'data', 'db.json');
    const first = await harness.start(['--port', '0', '--db', db, '--quiet', '--count', '3']);
    await mkdir(join(root, 'other'));
    const seeded = await listPets(first.url);
    const before = await createMany(first, 'before', 3);

    // Relative paths are taken from the folder the second server runs in.
    const cwd = given.startsWith('../') ? join(root, 'other') : root;
    const refused = await harness.runToExit(['--port', '0', '--db', given], { cwd });
    expect(refused.code).toBe(1);
    expect(refused.stdout()).not.toMatch(/http:\/\//);
    const message = refused.stderr();
    expect(message).toContain(given);
    expect(message).toMatch(/in use/);
    expect(message).toContain(`pid ${first.process.pid}`);
    expect(message).toMatch(/--db/);
    expect(message).toMatch(/--in-memory/);
    const said = message.replace(/\s+/g, ' ').trim();
    expect(
      said.startsWith(`animal-store-mock: the db file ${given} is in use by pid ${first.process.pid}: `),
      said,
    ).toBe(true);
    expect(said.endsWith(documentedAdvice()), `${said} ends as docs/db-file.md quotes it`).toBe(true);

    const after = await createMany(first, 'after', 3);
    expect(await listPets(first.url)).toEqual([...seeded, ...before, ...after]);
    expect((await readDurableDb(db)).pets).toEqual([...seeded, ...before, ...after]);
  });

  it('after a kill -9 of the owner, a new server starts on the file at once, with every acknowledged create', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const first = await harness.start(['--port', '0', '--db', db, '--quiet', '--count', '3']);
    const created = await createMany(first, 'acknowledged', 5);
    first.process.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const next = await harness.start(['--port', '0', '--db', db, '--quiet']);
    expect((await listPets(next.url)).slice(3)).toEqual(created);
    expect(await harness.stop(next)).toEqual({ code: 0, signal: null });
  });

  it('a server stopped with SIGTERM lets the file go for the next one', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const first = await harness.start(['--port', '0', '--db', db, '--quiet', '--count', '1']);
    expect(await harness.stop(first)).toEqual({ code: 0, signal: null });
    const next = await harness.start(['--port', '0', '--db', db, '--quiet']);
    expect(await listPets(next.url)).toHaveLength(1);
  });
});
