import type { Scenario } from '../admin-types.ts';
import { useControls, useSource } from '../dashboard-source.ts';
import { LoadState, NoticeLine, useNotice } from '../components/notice.tsx';
import { noRequests, useAdminData } from '../use-admin-data.ts';

const noParts = [] as const;

/** Built-in scenarios to load, a file to upload, reset, and the state to download as a scenario. */
export function ScenariosView() {
  const source = useSource();
  const controls = useControls();
  const builtins = useAdminData('listScenarios', noParts, noRequests);
  const summary = useAdminData('getStoreSummary', noParts, noRequests);
  // Only a db file keeps what a load replaces: that is what Undo puts back.
  const fileBacked = summary.outcome?.ok === true && summary.outcome.value.storage.kind === 'file';
  const { notice, report, fail } = useNotice();
  const loaded = ({ name, pets, backup }: { name: string; pets: number; backup?: string }) =>
    `Loaded scenario ${name}: ${pets} pets.${backup ? ` What it replaced is kept in ${backup}: Undo puts it back.` : ''}`;

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Emptied at once, so choosing the same file again (fixed, say) loads it again.
    input.value = '';
    if (!file) return;
    // The mock checks the file and answers 400 saying what is wrong with it.
    let scenario: Scenario;
    try {
      scenario = JSON.parse(await file.text());
    } catch (error) {
      fail(`${file.name} is not JSON: ${(error as Error).message}`);
      return;
    }
    report(await controls.loadScenario(scenario), loaded);
  };

  return (
    <>
      <NoticeLine notice={notice} />
      <section aria-labelledby="builtins-heading">
        <h3 id="builtins-heading">Built-in scenarios</h3>
        <LoadState outcome={builtins.outcome} />
        {builtins.outcome?.ok && (
          <ul class="scenarios">
            {builtins.outcome.value.map(({ name, description }) => (
              <li key={name}>
                <div>
                  <strong>{name}</strong>
                  <p>{description}</p>
                </div>
                <button
                  type="button"
                  aria-label={`Load ${name}`}
                  onClick={async () => report(await controls.loadScenario(name), loaded)}
                >
                  Load
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="file-heading">
        <h3 id="file-heading">From a file</h3>
        <label>
          Load a scenario file (JSON, as in fixtures/scenarios)
          <input type="file" accept=".json,application/json" onChange={(event) => upload(event.currentTarget)} />
        </label>
      </section>
      <section aria-labelledby="state-heading">
        <h3 id="state-heading">The current state</h3>
        <div class="actions">
          <button
            type="button"
            class="secondary"
            onClick={async () => report(await controls.reset(), ({ pets }) => `Back to the start state: ${pets} pets.`)}
          >
            Reset to the start state
          </button>
          {fileBacked && (
            <button
              type="button"
              class="secondary"
              onClick={async () =>
                report(await controls.undoScenario(), ({ pets, restored }) => `Put back ${pets} pets from ${restored}.`)
              }
            >
              Undo the last load or reset
            </button>
          )}
          {/* biome-ignore lint/a11y/useValidAnchor: a download link; the address is asked for at the click, when the page's store makes its file. */}
          <a
            class="download"
            href="#download"
            download="animal-store-state.json"
            onClick={(event) => void (event.currentTarget.href = source.exportHref())}
          >
            Download as a scenario file
          </a>
        </div>
      </section>
    </>
  );
}
