import { describe, expect, it } from 'vitest';
import { escapeXml, formatReportJunit } from './report-format-junit.ts';
import { formatReportMarkdown } from './report-format-markdown.ts';
import { formatReportTable } from './report-format-table.ts';
import { gateOf, requirements } from './report-gate.ts';
import { mergeAs, type ReportKind } from './report-kind.ts';

interface Tally {
  version: 1;
  unit: string;
  count: number;
}

const tallyKind: ReportKind<Tally, 'unit_mismatch'> = {
  name: 'tally',
  version: 1,
  mismatch: (document, first) =>
    document.unit === first.unit
      ? undefined
      : { code: 'unit_mismatch', message: `${document.unit} is not ${first.unit}` },
  merge: (first, rest) => ({ ...first, count: rest.reduce((sum, { count }) => sum + count, first.count) }),
  table: ({ unit, count }) => ({ title: 'Tally', header: ['unit', 'count'], rows: [[unit, String(count)]] }),
  markdown: ({ unit, count }) => ({
    heading: 'Tally | all',
    lead: `**${count}**`,
    header: ['unit', 'count'],
    rows: [[unit, String(count)]],
  }),
  junit: ({ unit, count }) => ({
    name: 'Tally',
    suites: [
      {
        name: unit,
        cases: [
          { classname: unit, name: 'counted', outcome: count > 0 ? { passed: `${count}` } : { skipped: 'none' } },
        ],
      },
    ],
  }),
};
const mergeTallies = mergeAs(tallyKind, 'tally');
const apples = (count: number): Tally => ({ version: 1, unit: 'apples', count });

describe('the report family', () => {
  it('merges documents of one kind by its rule, refusing another version or a mismatch', () => {
    expect(mergeTallies(apples(1), apples(2), apples(3))).toEqual({ tally: apples(6) });
    expect(mergeTallies(apples(1), { ...apples(1), version: 2 } as never)).toEqual({
      error: { code: 'unsupported_version', message: 'tally format version 2 is not 1' },
    });
    expect(mergeTallies(apples(1), { ...apples(1), unit: 'pears' })).toEqual({
      error: { code: 'unit_mismatch', message: 'pears is not apples' },
    });
  });

  it('reads repeatable, comma-separated requirements, and passes a gate with no problem', () => {
    expect(requirements([' a, b ', 'c', ','])).toEqual(['a', 'b', 'c']);
    expect(gateOf([])).toEqual({ passed: true, problems: [] });
    expect(gateOf(['x'])).toEqual({ passed: false, problems: ['x'] });
  });

  it('writes a table padded to its widest cells, with a footer only when given', () => {
    expect(formatReportTable(tallyKind.table(apples(12)))).toBe('Tally\nunit    count\n------  -----\napples  12\n');
    expect(formatReportTable({ ...tallyKind.table(apples(1)), footer: ['done'] })).toBe(
      'Tally\nunit    count\n------  -----\napples  1\n\ndone\n',
    );
  });

  it('writes Markdown with what would break its table or heading escaped', () => {
    const markdown = formatReportMarkdown({
      ...tallyKind.markdown(apples(2)),
      rows: [['a|b\nc', '2']],
      after: 'after',
    });
    expect(markdown).toBe('### Tally \\| all\n\n**2**\n\n| unit | count |\n| --- | --- |\n| a\\|b c | 2 |\n\nafter\n');
  });

  it('writes JUnit, counting skipped cases only for a kind that asks, and escaping what XML forbids', () => {
    expect(formatReportJunit(tallyKind.junit(apples(0)))).toContain('<testsuites name="Tally" tests="1" failures="0">');
    expect(formatReportJunit({ ...tallyKind.junit(apples(0)), countSkipped: true })).toContain(
      '<testsuites name="Tally" tests="1" failures="0" skipped="1">',
    );
    expect(escapeXml(`<a b="c" & 'd'>\u0001`)).toBe('&lt;a b=&quot;c&quot; &amp; &apos;d&apos;&gt;\uFFFD');
  });
});
