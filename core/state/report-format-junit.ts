/** How one test case ended: what it says when it passed, why it failed (and the failure's type), or why it was skipped. */
export type JunitOutcome = { passed: string } | { failed: string; type: string } | { skipped: string };

export interface JunitCase {
  classname: string;
  name: string;
  outcome: JunitOutcome;
}

/** A report as JUnit suites; `countSkipped` writes the `skipped` counts (a kind that never skips leaves them out). */
export interface JunitReport {
  name: string;
  suites: readonly { name: string; cases: readonly JunitCase[] }[];
  countSkipped?: boolean;
}

/**
 * A report as JUnit XML, which CI systems show as tests: a failed case is a failure, a skipped one skipped.
 * @example writeFileSync('report.junit.xml', formatReportJunit(report))
 */
export function formatReportJunit({ name, suites, countSkipped = false }: JunitReport): string {
  const counts = (cases: readonly JunitCase[]) => {
    const failures = cases.filter(({ outcome }) => 'failed' in outcome).length;
    const skipped = cases.filter(({ outcome }) => 'skipped' in outcome).length;
    return `tests="${cases.length}" failures="${failures}"${countSkipped ? ` skipped="${skipped}"` : ''}`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(name)}" ${counts(suites.flatMap(({ cases }) => cases))}>`,
    ...suites.flatMap((suite) => [
      `  <testsuite name="${escapeXml(suite.name)}" ${counts(suite.cases)}>`,
      ...suite.cases.map(testCase),
      '  </testsuite>',
    ]),
    '</testsuites>',
    '',
  ].join('\n');
}

function testCase({ classname, name, outcome }: JunitCase): string {
  const open = `    <testcase classname="${escapeXml(classname)}" name="${escapeXml(name)}"`;
  if ('passed' in outcome) return `${open}><system-out>${escapeXml(outcome.passed)}</system-out></testcase>`;
  if ('failed' in outcome)
    return `${open}><failure message="${escapeXml(outcome.failed)}" type="${escapeXml(outcome.type)}"/></testcase>`;
  return `${open}><skipped message="${escapeXml(outcome.skipped)}"/></testcase>`;
}

/** Text safe in XML content and attribute values; characters XML 1.0 forbids become U+FFFD. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);
}
