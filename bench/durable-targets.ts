import { durableSizes } from './cases/durable.ts';
import type { DurableResults } from './results.ts';
import { jsonServerVersion } from './cases/json-server.ts';
import { sizeLabel } from './results.ts';
import type { LoadResult } from './lib/load.ts';
import { ratioRow, type Row } from './row.ts';

/** Baseline CPU per request over this one's: steadier than req/s on a busy machine. */
const byCpu = (mine: LoadResult, baseline: LoadResult) =>
  mine.cpuUsPerRequest && baseline.cpuUsPerRequest ? { cpuRatio: baseline.cpuUsPerRequest / mine.cpuUsPerRequest } : {};

/** The rows of issue 17: durable creates as the store grows and against json-server, and start-up with a log. */
export function durableRows({ creates, starts, jsonServerMissing }: DurableResults): Row[] {
  const rows: Row[] = [];
  const section = 'Durable creates, POST answered once on disk (JSON file; same run)';
  const find = (server: string, size: number) => creates.find((c) => c.server === server && c.size === size)?.result;
  const [small, large, synced, jsonServer] = [
    find('mock', durableSizes.small),
    find('mock', durableSizes.large),
    find('mock --fsync', durableSizes.small),
    find('json-server', durableSizes.small),
  ];
  if (jsonServer)
    rows.push({
      section,
      name: `json-server ${jsonServerVersion}, file-backed, ${sizeLabel(durableSizes.small)} pets (baseline)`,
      load: jsonServer,
    });
  if (jsonServerMissing) rows.push({ section, name: 'json-server baseline', value: `missing: ${jsonServerMissing}` });
  if (small) {
    const row = { section, name: `mock, ${sizeLabel(durableSizes.small)} pets`, load: small };
    rows.push(
      jsonServer
        ? ratioRow({ ...row, vs: 'json-server', ...byCpu(small, jsonServer) }, small.rps / jsonServer.rps, { min: 4 })
        : row,
    );
  }
  if (large && small) {
    rows.push(
      ratioRow(
        {
          section,
          name: `mock, ${sizeLabel(durableSizes.large)} pets`,
          load: large,
          vs: `mock at ${sizeLabel(durableSizes.small)}`,
          ...byCpu(large, small),
        },
        large.rps / small.rps,
        { min: 0.7 },
      ),
    );
  }
  if (synced && small) {
    rows.push(
      ratioRow(
        {
          section,
          name: `mock --fsync, ${sizeLabel(durableSizes.small)} pets (what fsync costs)`,
          load: synced,
          vs: `mock at ${sizeLabel(durableSizes.small)}`,
          ...byCpu(synced, small),
        },
        synced.rps / small.rps,
      ),
    );
  }

  const [plain, logged] = [starts.find((c) => c.logged === 0), starts.find((c) => c.logged > 0)];
  const startSection = `Start-up with creates waiting in the log: spawn to first 200, median of ${plain?.runsMs.length ?? 0}`;
  if (plain)
    rows.push({
      section: startSection,
      name: `mock, ${sizeLabel(plain.size)} pets, empty log`,
      value: `${plain.medianMs.toFixed(0)} ms`,
    });
  if (plain && logged) {
    rows.push(
      ratioRow(
        {
          section: startSection,
          name: `mock, ${sizeLabel(logged.size)} pets, ${sizeLabel(logged.logged)} creates in the log`,
          value: `${logged.medianMs.toFixed(0)} ms`,
          vs: 'empty log',
        },
        logged.medianMs / plain.medianMs,
        { max: 1.5 },
      ),
    );
  }
  return rows;
}
