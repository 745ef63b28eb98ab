import { formatReportJunit, type JunitCase, type JunitReport } from './report-format-junit.ts';
import { coverageCells, type CoverageCell } from './coverage-cells.ts';
import type { CoverageDocument } from './coverage-document.ts';

/** Coverage's rows for the family's JUnit: one suite per operation, one case per documented response and per failure kind; a hole fails. */
export function coverageJunit(document: CoverageDocument): JunitReport {
  const cells = coverageCells(document);
  return {
    name: `API coverage: ${document.spec.title} ${document.spec.version}`,
    suites: Object.keys(document.operations).map((operationId) => ({
      name: operationId,
      cases: cells.filter((c) => c.operationId === operationId).map(testCase),
    })),
  };
}

function testCase({ operationId, area, key, hits }: CoverageCell): JunitCase {
  const outcome =
    hits > 0
      ? { passed: `${hits} hit${hits === 1 ? '' : 's'}` }
      : {
          failed:
            area === 'response'
              ? `${operationId} never answered ${key}`
              : `${operationId} never met an injected ${key}`,
          type: 'hole',
        };
  return { classname: operationId, name: `${area} ${key}`, outcome };
}

/**
 * Coverage as JUnit XML, which CI systems show as tests.
 * @example writeFileSync('coverage.junit.xml', formatCoverageJunit(coverage))
 */
export const formatCoverageJunit = (document: CoverageDocument): string => formatReportJunit(coverageJunit(document));
