import { specOperation } from '../contract/spec.ts';
import type { Clock } from './clock.ts';

/**
 * What the control plane shows of the clock: the time (now, or the instant it was set to, since a
 * running clock has moved on by the time it is read), and whether getPet is past its sunset.
 */
export function clockView(clock: Clock, now: Date = clock.now()) {
  const sunset = specOperation('getPet').deprecation!.sunset;
  return {
    now: now.toISOString(),
    simulated: clock.isSimulated(),
    speed: clock.speed(),
    getPetSunset: sunset.toISOString(),
    getPetGone: now.getTime() >= sunset.getTime(),
  };
}
