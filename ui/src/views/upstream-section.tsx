import { useState } from 'preact/hooks';
import type { ContractReport, RecordingStatus } from '../admin-types.ts';
import { useControls } from '../dashboard-source.ts';
import { NoticeLine, useNotice } from '../components/notice.tsx';
import { formatCount } from '../format.ts';
import { useAdminData, type RequestFilter } from '../use-admin-data.ts';

const upstreamParts = ['upstream'] as const;
const proxied: RequestFilter = (entry) => entry.upstream !== null;

/** Where answers come from: this store, or an upstream (proxy mode) with its contract counters and the recording. */
export function UpstreamSection() {
  const contract = useAdminData('getContract', upstreamParts, proxied);
  const recording = useAdminData('getRecording', upstreamParts, proxied);
  if (!contract.outcome?.ok || !recording.outcome?.ok) return null;
  const { proxy, operations } = contract.outcome.value;
  return (
    <section aria-label="Upstream" class="upstream">
      {proxy ? <Proxying proxy={proxy} /> : <p>Every answer comes from this store (not proxying).</p>}
      {proxy && <ContractTable operations={operations} />}
      {proxy && <Recording status={recording.outcome.value} />}
    </section>
  );
}

function Proxying({ proxy }: { proxy: NonNullable<ContractReport['proxy']> }) {
  return (
    <p data-field="proxy">
      Proxying to <code>{proxy.upstream}</code>
      {proxy.only ? `, only ${proxy.only.join(', ')}` : ''}; contract{' '}
      {proxy.strictContract ? 'strict (violations become 502)' : 'watched'}.
    </p>
  );
}

function ContractTable({ operations }: { operations: ContractReport['operations'] }) {
  if (operations.length === 0) return <p>No upstream answer checked yet.</p>;
  return (
    <div class="table-scroll" role="region" aria-label="Contract" tabindex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Operation</th>
            <th scope="col">Checked</th>
            <th scope="col">Violations</th>
            <th scope="col">Last violation</th>
          </tr>
        </thead>
        <tbody>
          {operations.map(({ operationId, checked, violations, last }) => {
            const latest = last.at(-1)?.violations[0];
            return (
              <tr key={operationId} data-operation={operationId}>
                <td>{operationId}</td>
                <td data-field="checked">{formatCount(checked)}</td>
                <td data-field="violations">{formatCount(violations)}</td>
                <td>
                  {latest ? (
                    <>
                      <code>{latest.path}</code> {latest.rule}
                    </>
                  ) : (
                    <span class="muted">none</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Recording({ status }: { status: RecordingStatus }) {
  const controls = useControls();
  const [file, setFile] = useState('staging.json');
  const { notice, report } = useNotice();
  return (
    <>
      <p data-field="recording">
        {status.active ? (
          <>
            Recording to <code>{status.file ?? 'memory'}</code>: {formatCount(status.pets)} pets.
          </>
        ) : (
          `Not recording${status.since ? ` (the last recording kept ${formatCount(status.pets)} pets)` : ''}.`
        )}
        {status.error && <span class="notice-failed"> Last write failed: {status.error}</span>}
      </p>
      {status.active ? (
        <button
          type="button"
          class="outline"
          onClick={async () => report(await controls.recording.stop(), ({ pets }) => `Stopped: ${pets} pets recorded.`)}
        >
          Stop recording
        </button>
      ) : (
        <form
          class="filters"
          onSubmit={async (event) => {
            event.preventDefault();
            report(await controls.recording.start(file), ({ file: path }) => `Recording to ${path}.`);
          }}
        >
          <label>
            Record into (a .json file in the recordings folder)
            <input value={file} onInput={(event) => setFile(event.currentTarget.value)} />
          </label>
          <button type="submit" class="secondary">
            Start recording
          </button>
        </form>
      )}
      <NoticeLine notice={notice} />
    </>
  );
}
