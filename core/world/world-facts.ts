import type { RoomFact } from '../http/decision-facts.ts';

/** The events (seq `fromSeq` to `toSeq`, consecutive) the world applied before an answer, as explain shows them. */
export function worldFact(fromSeq: number, toSeq: number): RoomFact {
  return ['room', { kind: 'world', events: toSeq - fromSeq + 1, fromSeq, toSeq }];
}
