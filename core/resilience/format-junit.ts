import { escapeXml } from '../coverage/format-junit.ts';
import { checkNames, type ResilienceDocument } from './resilience-document.ts';
import { resilienceRows } from './resilience-rows.ts';

/**
 * Verdicts as JUnit XML: one test case per check, a failure when it failed, skipped when it was
 * not exercised.
 * @example writeFileSync('resilience.junit.xml', formatResilienceJunit(merged))
 */
export function formatResilienceJunit(document: ResilienceDocument): string {
  const verdictOf = (name: (typeof checkNames)[number]) => document.checks[name].verdict;
  const failures = checkNames.filter((name) => verdictOf(name) === 'fail').length;
  const skipped = checkNames.filter((name) => verdictOf(name) === 'not-exercised').length;
  const cases = resilienceRows(document).map(({ check, why }) => {
    const open = `    <testcase classname="resilience" name="${escapeXml(check)}"`;
    switch (verdictOf(check)) {
      case 'pass':
        return `${open}><system-out>${escapeXml(why)}</system-out></testcase>`;
      case 'fail':
        return `${open}><failure message="${escapeXml(why)}" type="${escapeXml(check)}"/></testcase>`;
      case 'not-exercised':
        return `${open}><skipped message="${escapeXml(why)}"/></testcase>`;
    }
  });
  const counts = `tests="${checkNames.length}" failures="${failures}" skipped="${skipped}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Client resilience" ${counts}>`,
    `  <testsuite name="resilience" ${counts}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
