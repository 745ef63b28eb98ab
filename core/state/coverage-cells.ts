import type { CoverageDocument } from './coverage-document.ts';

/** One thing that can be covered: a documented response or a failure kind of one operation. */
export interface CoverageCell {
  operationId: string;
  area: 'response' | 'failure';
  /** The response key (`200`, `default`) or the failure kind (`reset`). */
  key: string;
  hits: number;
}

/** Every cell of the matrix, operation by operation, responses before failures. */
export function coverageCells({ operations }: CoverageDocument): CoverageCell[] {
  return Object.entries(operations).flatMap(([operationId, operation]) => [
    ...Object.entries(operation.responses).map(
      ([key, hits]): CoverageCell => ({ operationId, area: 'response', key, hits }),
    ),
    ...Object.entries(operation.failures).map(
      ([key, failure]): CoverageCell => ({ operationId, area: 'failure', key, hits: failure.hits }),
    ),
  ]);
}

/** How a cell is named in holes and in `--require`: `listPets:401`, `getPet:gone`. */
export const cellName = ({ operationId, key }: Pick<CoverageCell, 'operationId' | 'key'>): string =>
  `${operationId}:${key}`;
