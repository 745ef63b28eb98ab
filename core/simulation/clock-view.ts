import { specOperation } from '../contract/spec.ts';
import type { Clock } from './clock.ts';

/** What the control plane shows of the clock: the time, and whether getPet is past its sunset. */
export function clockView(clock: Clock) {
  const sunset = specOperation('getPet').deprecation!.sunset;
  const now = clock.now();
  return {
    now: now.toISOString(),
    simulated: clock.isSimulated(),
    speed: clock.speed(),
    getPetSunset: sunset.toISOString(),
    getPetGone: now.getTime() >= sunset.getTime(),
  };
}
