import { checkNames, type CheckResult, type Verdict } from '../../../core/reports/resilience-document.ts';
import { LoadState } from '../components/notice.tsx';
import { everyRequest, useAdminData } from '../use-admin-data.ts';

const resilienceParts = ['journal', 'clock'] as const;

/** Each verdict in words and a sign, so it reads without colour. */
const verdictLabels: Record<Verdict, string> = { pass: '✓ pass', fail: '✗ fail', 'not-exercised': '– not exercised' };

/** How the client reacted to the failures it was shown: each check, its verdict, the requests behind it; live. */
export function ResilienceView() {
  const resilience = useAdminData('getResilience', resilienceParts, everyRequest);
  const value = resilience.outcome?.ok ? resilience.outcome.value : undefined;
  return (
    <>
      <LoadState outcome={resilience.outcome} />
      {value && (
        <section aria-labelledby="resilience-checks" class="table-scroll">
          <h3 id="resilience-checks">Checks</h3>
          <p class="muted">
            Judged from the journal with maxAttempts {value.options.maxAttempts}, storm {value.options.storm},
            giveUpAfter {value.options.giveUpAfter} ms, tolerance {value.options.tolerance} ms (docs/resilience.md).
          </p>
          <table class="resilience">
            <thead>
              <tr>
                <th scope="col">Check</th>
                <th scope="col">Verdict</th>
                <th scope="col">Requests behind it</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {checkNames.map((name) => (
                <CheckRow key={name} name={name} result={value.checks[name]} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

function CheckRow({ name, result }: { name: string; result: CheckResult }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td class={`verdict-${result.verdict}`} data-verdict={result.verdict}>
        {verdictLabels[result.verdict]}
      </td>
      <td>{result.entries.length === 0 ? 'none' : result.entries.map((id) => `#${id}`).join(', ')}</td>
      <td>
        {result.message}
        {result.waitedMs !== undefined && ` Longest wait: ${result.waitedMs} ms.`}
      </td>
    </tr>
  );
}
