import type { Scenario } from '../store/scenario-types.ts';
import type { SimulationState } from '../state/simulation-state.ts';

export interface RestoreOptions {
  /** Load the clock paused (speed 0) at the snapshot's instant, whatever speed it ran at. */
  paused?: boolean | undefined;
}

/**
 * The state a loaded snapshot puts back besides the pets (which the scenario's load puts in place):
 * its rules with what they spent (by id), the random stream, the clock and each part's section.
 * @example simulation.restoreState(snapshotState(scenario, scenario.snapshot!, { paused: true }))
 */
export function snapshotState(
  scenario: Scenario,
  section: NonNullable<Scenario['snapshot']>,
  { paused = false }: RestoreOptions = {},
): Omit<SimulationState, 'mark'> {
  const keys = scenario.apiKeys ?? [];
  const spent = new Map(section.rules.map((rule) => [rule.id, rule]));
  return {
    now: section.clock.now === null ? Date.now() : Date.parse(section.clock.now),
    // Paused, a clock on real time stops at the instant of the load.
    simulated: section.clock.now !== null || paused,
    speed: paused ? 0 : section.clock.speed,
    keys,
    rules: (scenario.failures ?? []).map((rule, index) => {
      const id = rule.id ?? `rule-${index + 1}`;
      const used = spent.get(id);
      return {
        rule: { ...rule, id },
        matched: used?.matched ?? 0,
        fired: used?.fired ?? 0,
        windows: (used?.windows ?? []).flatMap(([key = -1, start = 0, count = 0]) =>
          keys[key] === undefined ? [] : [[keys[key], start, count] as const],
        ),
      };
    }),
    random: section.random,
    parts: section.parts,
  };
}
