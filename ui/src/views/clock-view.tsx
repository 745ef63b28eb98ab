import { useEffect, useState } from 'preact/hooks';
import type { ClockState } from '../admin-types.ts';
import { useControls } from '../dashboard-source.ts';
import { LoadState, NoticeLine, useNotice } from '../components/notice.tsx';
import { formatUtc } from '../format.ts';
import { noRequests, useAdminData } from '../use-admin-data.ts';
import { WorldTimeline } from './world-timeline.tsx';

const clockParts = ['clock'] as const;
const dayMs = 86_400_000;

/** The simulated time (it runs on), a way to set it, and whether getPet is past its sunset. */
export function ClockView() {
  const controls = useControls();
  const clock = useAdminData('getClock', clockParts, noRequests);
  const { notice, report } = useNotice();
  const [input, setInput] = useState('');
  const sunset = clock.outcome?.ok ? clock.outcome.value.getPetSunset : undefined;
  const set = async (now: string | null) =>
    report(await controls.clock.set(now), (state) =>
      state.simulated ? `The clock now reads ${formatUtc(state.now)}.` : 'Back to real time.',
    );
  const advance = async (by: string) =>
    report(
      await controls.clock.advance(by),
      (moved) => `Moved ${by} to ${formatUtc(moved.now)}: ${moved.events.length} world events.`,
    );
  const setSpeed = async (speed: number) =>
    report(await controls.clock.set(undefined, { speed }), (state) =>
      state.speed === 0 ? 'The clock is frozen.' : `The clock runs at ${state.speed}× real time.`,
    );

  return (
    <>
      <NoticeLine notice={notice} />
      <LoadState outcome={clock.outcome} />
      {clock.outcome?.ok && <ClockFace state={clock.outcome.value} />}
      <form
        class="clock-form"
        aria-labelledby="set-clock-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void set(`${input}Z`);
        }}
      >
        <h3 id="set-clock-heading">Set the time</h3>
        <label>
          Simulated time (UTC)
          <input
            type="datetime-local"
            step={1}
            required
            value={input}
            onInput={(event) => setInput(event.currentTarget.value)}
          />
        </label>
        <div class="actions">
          <button type="submit">Set the time</button>
          {sunset && (
            <button
              type="button"
              class="secondary"
              onClick={() => set(new Date(Date.parse(sunset) + dayMs).toISOString())}
            >
              Jump past getPet's sunset
            </button>
          )}
          <button type="button" class="outline" onClick={() => set(null)}>
            Back to real time
          </button>
        </div>
      </form>
      <div class="actions" role="group" aria-label="Move the clock">
        <button type="button" class="secondary" onClick={() => advance('1m')}>
          Advance 1 min
        </button>
        <button type="button" class="secondary" onClick={() => advance('1h')}>
          Advance 1 h
        </button>
        <button type="button" class="secondary" onClick={() => advance('1d')}>
          Advance 1 day
        </button>
        <button type="button" class="outline" onClick={() => setSpeed(0)}>
          Freeze
        </button>
        <button type="button" class="outline" onClick={() => setSpeed(1)}>
          Real speed
        </button>
        <button type="button" class="outline" onClick={() => setSpeed(3600)}>
          An hour a second
        </button>
      </div>
      <WorldTimeline />
    </>
  );
}

/** The time as the mock sees it, ticking between loads (the simulated clock runs on). */
function ClockFace({ state }: { state: ClockState }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const loaded = performance.now();
    setElapsed(0);
    const tick = setInterval(() => setElapsed(performance.now() - loaded), 1000);
    return () => clearInterval(tick);
  }, [state]);
  const now = new Date(Date.parse(state.now) + elapsed * state.speed);
  const gone = now.getTime() >= Date.parse(state.getPetSunset);
  return (
    <dl class="facts clock">
      <dt>Now</dt>
      <dd data-field="now">
        <time dateTime={now.toISOString()}>{formatUtc(now.toISOString())}</time> (
        {state.simulated ? 'simulated' : 'real time'}
        {state.speed !== 1 && `, ${state.speed === 0 ? 'frozen' : `${state.speed}× speed`}`})
      </dd>
      <dt>getPet's sunset</dt>
      <dd>
        <time dateTime={state.getPetSunset}>{formatUtc(state.getPetSunset)}</time>
      </dd>
      <dt>GET /v1/pets/{'{petId}'}</dt>
      <dd data-field="getPet" class={gone ? 'gone' : 'live'}>
        {gone ? 'Past its sunset: answers 410 Gone' : 'Still served (deprecated, with Deprecation and Sunset headers)'}
      </dd>
    </dl>
  );
}
