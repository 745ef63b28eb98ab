import type { PanelCase, PanelVariant } from './results.ts';
import { ratioRow, type Row } from './row.ts';

const names: Record<PanelVariant, string> = {
  none: 'no panel (the page does not import it)',
  closed: 'mountPanel(store), closed',
  reopened: 'mountPanel(store), opened and closed again',
};

/**
 * Issue 47's "with the panel closed, the MSW read path is unchanged within noise": the page's
 * reads with the panel mounted and closed (never opened, and opened then closed) against the same
 * reads without it, by Chromium's whole CPU time per read (no panel / this, medians), held to
 * 0.95x. By CPU, as the world's row is: on the shared 2 cores the req/s of one variant spread up
 * to 2.2x across runs here, its CPU per read up to 1.6x.
 */
export function panelRows(cases: readonly PanelCase[] | undefined): Row[] {
  const none = cases?.find(({ variant }) => variant === 'none');
  if (!cases || !none) return [];
  const section = `MSW in Chromium: sequential fetch from the page through the service worker, median of ${none.runs.length} alternating runs (the runs' ranges in value; judged by Chromium's CPU per read)`;
  const range = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
  const spread = ({ runs }: PanelCase) =>
    `runs: ${range(
      runs.map(({ rps }) => rps),
      0,
    )} req/s, ${range(
      runs.map(({ cpuUsPerRequest = Number.NaN }) => cpuUsPerRequest / 1000),
      1,
    )} ms CPU`;
  return cases.map((kase) => {
    const row = { section, name: names[kase.variant], load: kase.result, value: spread(kase) };
    if (kase === none) return row;
    const [mine, theirs] = [kase.result.cpuUsPerRequest, none.result.cpuUsPerRequest];
    return mine && theirs ? ratioRow({ ...row, vs: 'no panel CPU' }, theirs / mine, { min: 0.95 }) : row;
  });
}
