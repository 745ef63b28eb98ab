import { coverageCells, type CoverageCell } from './coverage-cells.ts';
import type { CoverageDocument, CoverageRatio } from './coverage-document.ts';

/** One operation's line in the table and the Markdown summary. */
export interface CoverageRow {
  operationId: string;
  method: string;
  path: string;
  responses: string;
  failures: string;
  /** Keys never hit, responses first. */
  holes: string[];
  /** `503 ×2`, per status the spec does not document. */
  undocumented: string[];
}

/** The per-operation lines both text formats print. */
export function coverageRows(document: CoverageDocument): CoverageRow[] {
  const cells = coverageCells(document);
  return Object.entries(document.operations).map(([operationId, { method, path, undocumented }]) => {
    const mine = cells.filter((cell) => cell.operationId === operationId);
    const share = (area: CoverageCell['area']) => {
      const inArea = mine.filter((cell) => cell.area === area);
      return `${inArea.filter((cell) => cell.hits > 0).length}/${inArea.length}`;
    };
    return {
      operationId,
      method,
      path,
      responses: share('response'),
      failures: share('failure'),
      holes: mine.filter((cell) => cell.hits === 0).map((cell) => cell.key),
      undocumented: Object.entries(undocumented).map(([status, count]) => `${status} ×${count}`),
    };
  });
}

/** Unmatched requests as `GET /v1/nope ×2`, with the overflow last. */
export function unmatchedLines({ unmatched }: CoverageDocument): string[] {
  const lines = Object.entries(unmatched.requests).map(([key, count]) => `${key} ×${count}`);
  if (unmatched.other > 0) lines.push(`other ×${unmatched.other}`);
  return lines;
}

/** `3/7 (42.9%)`. */
export const ratioText = ({ covered, total, percent }: CoverageRatio): string => `${covered}/${total} (${percent}%)`;
