import { journalToPact, type PactOptions } from '../../core/reports/journal-to-pact.ts';
import type { PactDocument } from '../../core/reports/pact-types.ts';
import type { Controls } from '../../core/admin/controls.ts';

/**
 * The pact of a mock made with `createMock`, as `GET /__admin/pact` writes it: its exchanges since
 * the last reset or journal clear.
 * @example pactOf(mock.controls, { consumer: 'web-app', provider: 'animal-store' }).interactions
 */
export function pactOf(controls: Pick<Controls, 'journal'>, options: PactOptions): PactDocument {
  return journalToPact(controls.journal.sinceReset(), options);
}
