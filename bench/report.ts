import type { Row } from './targets.ts';

const columns = [
  'case',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'CPU µs/req',
  'value',
  'ratio',
  'by CPU',
  'vs',
  'target',
  'result',
] as const;
const rightAligned = new Set(['req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU µs/req', 'ratio', 'by CPU']);
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function cells(row: Row): string[] {
  const { load } = row;
  return [
    row.name,
    load ? Math.round(load.rps).toLocaleString('en-US') : '',
    load ? fixed(load.p50, 2) : '',
    load ? fixed(load.p99, 2) : '',
    load ? String(load.errors) : '',
    load?.cpuUsPerRequest === undefined || load.rps === 0 ? '' : load.cpuUsPerRequest.toFixed(0),
    row.value ?? '',
    row.ratio === undefined ? '' : `${fixed(row.ratio, 2)}x`,
    row.cpuRatio === undefined ? '' : `${fixed(row.cpuRatio, 2)}x`,
    row.vs ?? '',
    row.target ?? '',
    row.pass === undefined ? '' : row.pass ? 'PASS' : 'MISS',
  ];
}

/** The table as text: a header, then each section's rows under its title; and a count of targets. */
export function formatTable(rows: readonly Row[]): string {
  const body = rows.map(cells);
  const widths = columns.map((name, i) => Math.max(name.length, ...body.map((line) => line[i]!.length)));
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => (rightAligned.has(columns[i]!) ? value.padStart(widths[i]!) : value.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(columns), widths.map((width) => '-'.repeat(width)).join('  ')];
  let section = '';
  rows.forEach((row, i) => {
    if (row.section !== section) {
      section = row.section;
      out.push('', `${section}`);
    }
    out.push(line(body[i]!));
  });
  const checked = rows.filter((row) => row.pass !== undefined);
  const missed = checked.filter((row) => !row.pass).length;
  out.push(
    '',
    'ratio: req/s against the baseline (the target is judged on it), or p50 where "vs" says so; by CPU: the baseline\'s server CPU time per request over this one\'s.',
  );
  out.push('(*) each of the two against the bare Koa run just before it: (file / its Koa) / (in-memory / its Koa).');
  out.push(`${checked.length} targets: ${checked.length - missed} PASS, ${missed} MISS`);
  return out.join('\n');
}
