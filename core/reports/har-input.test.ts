import { describe, expect, it } from 'vitest';
import { adminErrorStatuses } from '../exchange/errors.ts';
import type { HarImportErrorCode } from './har-input.ts';

const harImportErrorStatuses = Object.entries(adminErrorStatuses).filter(([code]) => code.startsWith('har_'));
import { harToScenario } from './har-to-scenario.ts';
import { badHarInputs, chromeHar } from '../../test/support/har-bad-inputs.ts';

const badInputs: [string, string | Uint8Array, HarImportErrorCode, { maxBytes?: number }?][] = [
  ...badHarInputs,
  ['bytes over a limit given', new TextEncoder().encode(chromeHar), 'har_too_large', { maxBytes: 1024 }],
];

describe('harToScenario on bad input', () => {
  it.for(badInputs)('%s gives %s, with one line to show', ([, input, code, options]) => {
    const result = harToScenario(input, options);
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toMatch(/^[^\n]+$/);
  });

  it('gives a distinct code to each kind of bad input, and a 413 only to size', () => {
    expect(new Set(badInputs.map(([, , code]) => code))).toEqual(new Set(harImportErrorStatuses.map(([code]) => code)));
    expect(harImportErrorStatuses.filter(([, status]) => status === 413)).toEqual([['har_too_large', 413]]);
  });

  it('reads a HAR given as bytes, with a byte order mark', () => {
    const bytes = new TextEncoder().encode(`\ufeff${chromeHar}`);
    expect(harToScenario(bytes)).toMatchObject({ ok: true, summary: { entries: 8 } });
  });

  it('does not mistake a HAR with a few failed requests for one without content', () => {
    const har = JSON.parse(chromeHar);
    delete har.log.entries[2].response.content.text;
    expect(harToScenario(JSON.stringify(har))).toMatchObject({
      ok: true,
      summary: { rejected: [{ entry: 2, reason: 'the HAR holds no body for it' }] },
    });
  });
});
