import type { CoverageDocument } from '../admin-types.ts';
import { useControls } from '../dashboard-source.ts';
import { LoadState, NoticeLine, useNotice } from '../components/notice.tsx';
import { everyRequest, useAdminData } from '../use-admin-data.ts';

const coverageParts = ['coverage'] as const;
type OperationCoverage = CoverageDocument['operations'][string];
type CoverageRatio = CoverageDocument['summary']['responses'];

/** Which documented answers and which injected failures the clients were shown; live, as requests come in. */
export function CoverageView() {
  const controls = useControls();
  const coverage = useAdminData('getCoverage', coverageParts, everyRequest);
  const { notice, report } = useNotice();
  const value = coverage.outcome?.ok ? coverage.outcome.value : undefined;
  return (
    <>
      <NoticeLine notice={notice} />
      <LoadState outcome={coverage.outcome} />
      {value && <CoverageTables coverage={value} />}
      <div class="actions">
        <button
          type="button"
          class="outline"
          onClick={async () => report(await controls.resetCoverage(), () => 'Coverage counts from zero again.')}
        >
          Start counting afresh
        </button>
      </div>
    </>
  );
}

function CoverageTables({ coverage }: { coverage: CoverageDocument }) {
  const operations = Object.entries(coverage.operations);
  const responseKeys = [...new Set(operations.flatMap(([, operation]) => Object.keys(operation.responses)))].sort();
  const failureKinds = [...new Set(operations.flatMap(([, operation]) => Object.keys(operation.failures)))];
  const undocumented = operations.filter(([, operation]) => Object.keys(operation.undocumented).length > 0);
  const unmatched = Object.entries(coverage.unmatched.requests);
  return (
    <>
      <dl class="facts">
        <dt>Documented responses seen</dt>
        <dd data-field="responses">{ratio(coverage.summary.responses)}</dd>
        <dt>Failure kinds injected</dt>
        <dd data-field="failures">{ratio(coverage.summary.failures)}</dd>
      </dl>
      <Matrix
        title="Documented responses"
        columns={responseKeys}
        operations={operations}
        hits={(operation, key) => operation.responses[key]}
      />
      <Matrix
        title="Injected failures"
        columns={failureKinds}
        operations={operations}
        hits={(operation, kind) => operation.failures[kind]?.hits}
      />
      <section aria-labelledby="other-answers">
        <h3 id="other-answers">Answers outside the spec</h3>
        <ul>
          {undocumented.map(([id, operation]) => (
            <li key={id}>
              <code>{id}</code> answered undocumented{' '}
              {Object.entries(operation.undocumented)
                .map(([status, count]) => `${status} ×${count}`)
                .join(', ')}
            </li>
          ))}
          {unmatched.map(([request, count]) => (
            <li key={request}>
              No operation matched <code>{request}</code> ×{count}
            </li>
          ))}
          {coverage.unmatched.other > 0 && <li>Other unmatched requests ×{coverage.unmatched.other}</li>}
          {undocumented.length === 0 && unmatched.length === 0 && <li>None.</li>}
        </ul>
      </section>
    </>
  );
}

/** Operations × columns; a hit says ✓ and its count, a hole says ✗ and "never", a cell the operation cannot have says so. */
function Matrix({
  title,
  columns,
  operations,
  hits,
}: {
  title: string;
  columns: readonly string[];
  operations: [string, OperationCoverage][];
  hits: (operation: OperationCoverage, column: string) => number | undefined;
}) {
  const id = `matrix-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region wider than the panel takes the focus so a keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
    <section aria-labelledby={id} class="table-scroll" tabIndex={0}>
      <h3 id={id}>{title}</h3>
      <table class="coverage">
        <thead>
          <tr>
            <th scope="col">Operation</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {operations.map(([operationId, operation]) => (
            <tr key={operationId}>
              <th scope="row">{operationId}</th>
              {columns.map((column) => (
                <Cell key={column} hits={hits(operation, column)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Cell({ hits }: { hits: number | undefined }) {
  if (hits === undefined) return <td class="na">n/a</td>;
  if (hits === 0) return <td class="hole">✗ never</td>;
  return <td class="hit">✓ {hits}</td>;
}

const ratio = ({ covered, total, percent }: CoverageRatio) => `${covered} of ${total} (${percent}%)`;
