import { useRef } from 'preact/hooks';
import type { ActiveFailureRule, FailureRule, Outcome } from '../admin-types.ts';
import { useControls } from '../dashboard-source.ts';
import { LoadState, NoticeLine, useNotice } from '../components/notice.tsx';
import { everyRequest, useAdminData } from '../use-admin-data.ts';
import { describeEffect, describeLeft, describeTarget, failurePresets } from './failure-presets.ts';
import { RuleForm } from './rule-form.tsx';

const failureParts = ['failures'] as const;

/** Rules in force with what each has done; presets; a form; remove one or all. */
export function FailuresView() {
  const controls = useControls();
  const rules = useAdminData('listFailures', failureParts, everyRequest);
  const { notice, report } = useNotice();
  const rulesHeading = useRef<HTMLHeadingElement>(null);
  // A removed rule takes its button with it: the focus goes to the list's heading instead.
  const removed = <T,>(outcome: Outcome<T>, text: (value: T) => string) => {
    if (report(outcome, text)) rulesHeading.current?.focus();
  };
  const add = async (rule: FailureRule) =>
    report(
      // One rule sent, one answered (a list is answered with the list).
      (await controls.failures.add(rule)) as Outcome<ActiveFailureRule>,
      ({ id }) => `Added rule ${id}: ${describeEffect(rule)} on ${describeTarget(rule)}.`,
    );

  return (
    <>
      <NoticeLine notice={notice} />
      <section aria-labelledby="presets-heading">
        <h3 id="presets-heading">Presets</h3>
        <div class="actions">
          {failurePresets.map(({ label, rule }) => (
            <button key={label} type="button" class="secondary" onClick={() => add(rule)}>
              {label}
            </button>
          ))}
        </div>
      </section>
      <section aria-labelledby="rules-heading">
        <h3 id="rules-heading" tabindex={-1} ref={rulesHeading}>
          Rules in force
        </h3>
        <LoadState outcome={rules.outcome} />
        {rules.outcome?.ok &&
          (rules.outcome.value.length === 0 ? (
            <p>No rule: every request is answered normally.</p>
          ) : (
            <>
              <div class="table-scroll" role="region" aria-label="Rules in force" tabindex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Rule</th>
                      <th scope="col">Matches</th>
                      <th scope="col">Effect</th>
                      <th scope="col">Chance</th>
                      <th scope="col">Matched</th>
                      <th scope="col">Fired</th>
                      <th scope="col">Left</th>
                      <th scope="col">
                        <span class="visually-hidden">Remove</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rules.outcome.value.map((rule) => (
                      <tr key={rule.id} data-rule={rule.id}>
                        <td>
                          <code>{rule.id}</code>
                        </td>
                        <td>{describeTarget(rule)}</td>
                        <td>{describeEffect(rule)}</td>
                        <td>{rule.probability === undefined ? 'always' : `${Math.round(rule.probability * 100)}%`}</td>
                        <td data-field="matched">{rule.matched}</td>
                        <td data-field="fired">{rule.fired}</td>
                        <td data-field="left">{describeLeft(rule)}</td>
                        <td>
                          <button
                            type="button"
                            class="outline small"
                            aria-label={`Remove rule ${rule.id}`}
                            onClick={async () =>
                              removed(await controls.failures.remove(rule.id), () => `Removed rule ${rule.id}.`)
                            }
                          >
                            Remove
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <button
                type="button"
                class="outline"
                onClick={async () =>
                  removed(await controls.failures.clear(), ({ removed: count }) => `Removed ${count} rules.`)
                }
              >
                Remove all rules
              </button>
            </>
          ))}
      </section>
      <RuleForm onAdd={add} />
    </>
  );
}
