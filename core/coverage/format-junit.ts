import { coverageCells, type CoverageCell } from './coverage-cells.ts';
import type { CoverageDocument } from './coverage-document.ts';

/**
 * Coverage as JUnit XML, which CI systems show as tests: one suite per operation, one test case per
 * documented response and per failure kind; a hole is a failing test case.
 * @example writeFileSync('coverage.junit.xml', formatCoverageJunit(coverage))
 */
export function formatCoverageJunit(document: CoverageDocument): string {
  const cells = coverageCells(document);
  const suites = Object.keys(document.operations).map((operationId) => suite(operationId, cells.filter((c) => c.operationId === operationId)));
  const failed = cells.filter((c) => c.hits === 0).length;
  const name = `API coverage: ${document.spec.title} ${document.spec.version}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(name)}" tests="${cells.length}" failures="${failed}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

function suite(operationId: string, cells: CoverageCell[]): string {
  const failed = cells.filter((c) => c.hits === 0).length;
  return [
    `  <testsuite name="${escapeXml(operationId)}" tests="${cells.length}" failures="${failed}">`,
    ...cells.map(testCase),
    '  </testsuite>',
  ].join('\n');
}

function testCase({ operationId, area, key, hits }: CoverageCell): string {
  const open = `    <testcase classname="${escapeXml(operationId)}" name="${escapeXml(`${area} ${key}`)}"`;
  if (hits > 0) return `${open}><system-out>${hits} hit${hits === 1 ? '' : 's'}</system-out></testcase>`;
  const message = area === 'response' ? `${operationId} never answered ${key}` : `${operationId} never met an injected ${key}`;
  return `${open}><failure message="${escapeXml(message)}" type="hole"/></testcase>`;
}

/** Text safe in XML content and attribute values; characters XML 1.0 forbids become U+FFFD. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);
}
