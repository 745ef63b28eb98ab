import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchSettings } from '../config.ts';
import { loadRequests, loadRoute, type LoadResult } from '../lib/load.ts';
import { startServerChild, type ServerChild } from '../lib/server-child.ts';
import { median } from '../lib/stats.ts';
import { sizeLabel, type DurableCreateCase, type DurableResults, type ReplayStartCase } from '../results.ts';
import { jsonServerCreate, jsonServerVersion, startJsonServer } from './json-server.ts';
import { mockArgs } from './mock-args.ts';
import { timeStart } from './startup.ts';

export const durableSizes = { small: 1_000, large: 100_000, logged: 10_000 };

/**
 * Issue 17: durable creates (POST /v1/pets answered once on disk) of the mock over a JSON file at
 * 1,000 and 100,000 pets, with --fsync at 1,000, and json-server's file-backed creates at 1,000;
 * then start-up at 100,000 pets with and without 10,000 creates waiting in the append log.
 */
export async function runDurableCases(
  settings: BenchSettings,
  dir: string,
  log: (line: string) => void,
): Promise<DurableResults> {
  const results: DurableResults = { creates: [], starts: [] };
  const measure = async (
    server: DurableCreateCase['server'],
    size: number,
    start: () => Promise<ServerChild>,
    creates: (child: ServerChild) => Promise<LoadResult>,
  ) => {
    const child = await start();
    try {
      const result = await creates(child);
      results.creates.push({ server, size, result });
      log(
        `durable create, ${server} ${sizeLabel(size)}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(2)} ms, ${result.errors} errors`,
      );
    } finally {
      await child.stop();
    }
  };
  const mock = (size: number, flags: string[], folder: string) => () => {
    mkdirSync(join(dir, folder), { recursive: true });
    return startServerChild([...mockArgs('file', size, join(dir, folder)), ...flags]);
  };
  const mockCreates = (size: number) => (child: ServerChild) =>
    loadRoute(child.origin, 'create', size, settings.load, child.pid);

  for (const size of [durableSizes.small, durableSizes.large])
    await measure('mock', size, mock(size, [], 'durable'), mockCreates(size));
  await measure(
    'mock --fsync',
    durableSizes.small,
    mock(durableSizes.small, ['--fsync'], 'durable-fsync'),
    mockCreates(durableSizes.small),
  );
  try {
    await measure(
      'json-server',
      durableSizes.small,
      () => startJsonServer(dir, durableSizes.small),
      (child) => loadRequests(child.origin, jsonServerCreate, settings.load, child.pid),
    );
  } catch (error) {
    results.jsonServerMissing = `json-server ${jsonServerVersion}: ${(error as Error).message.split('\n')[0]}`;
    log(`no json-server baseline: ${results.jsonServerMissing}`);
  }

  results.starts = await replayStarts(settings.startupRuns, join(dir, 'replay'), log);
  return results;
}

/** Start-ups on copies of one file of 100,000 pets, alternately with and without a log of 10,000 creates. */
async function replayStarts(runs: number, dir: string, log: (line: string) => void): Promise<ReplayStartCase[]> {
  const { large: size, logged } = durableSizes;
  mkdirSync(dir, { recursive: true });
  const seeded = join(dir, 'seeded.json');
  await timeStart(['server/bin.ts', '--quiet', '--port', '0', '--seed', '42', '--count', String(size), '--db', seeded]);
  const lines = Array.from(
    { length: logged },
    (_, i) => `${JSON.stringify({ id: size + 1 + i, name: `Logged ${i}`, categoryId: i % 5, status: 'available' })}\n`,
  ).join('');
  const times: Record<number, number[]> = { 0: [], [logged]: [] };
  for (let run = 0; run < runs; run++) {
    for (const count of [0, logged]) {
      const db = join(dir, `run-${run}-${count}`, 'db.json');
      mkdirSync(join(db, '..'));
      copyFileSync(seeded, db);
      if (count > 0) writeFileSync(`${db}.log`, lines);
      times[count]!.push(await timeStart(['server/bin.ts', '--quiet', '--port', '0', '--db', db]));
    }
  }
  return [0, logged].map((count) => {
    const runsMs = times[count]!;
    log(
      `start-up, ${sizeLabel(size)} pets, ${sizeLabel(count)} logged creates: median ${median(runsMs).toFixed(0)} ms (${runsMs.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    return { size, logged: count, runsMs, medianMs: median(runsMs) };
  });
}
