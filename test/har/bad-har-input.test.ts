import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { harImportErrorStatuses, type HarImportErrorCode } from '../../core/har/har-input.ts';
import { harToScenario } from '../../core/har/har-to-scenario.ts';

const chrome = readFileSync(new URL('fixtures/chrome-style.har', import.meta.url), 'utf8');

/** Chrome's export without content: every response keeps its size and type, none its text. */
function withoutContent(text: string): string {
  const har = JSON.parse(text);
  for (const { response } of har.log.entries) delete response.content.text;
  return JSON.stringify(har);
}

const badInputs: [string, string | Uint8Array, HarImportErrorCode, { maxBytes?: number }?][] = [
  ['text that is not JSON', 'HTTP/1.1 200 OK\r\n', 'har_not_json'],
  ['an empty file', '', 'har_not_json'],
  ['JSON that is not a HAR', '{"name":"a scenario","version":1}', 'har_not_har'],
  ['a HAR without entries', '{"log":{"version":"1.2","creator":{"name":"x","version":"1"}}}', 'har_not_har'],
  ['a JSON array', '[1,2]', 'har_not_har'],
  ['HAR 1.1', chrome.replace('"version": "1.2"', '"version": "1.1"'), 'har_unsupported_version'],
  ['a HAR cut short', chrome.slice(0, chrome.length / 2), 'har_truncated'],
  ['a HAR cut inside a string', chrome.slice(0, chrome.indexOf('Biscuit') + 3), 'har_truncated'],
  ['a HAR saved without content', withoutContent(chrome), 'har_without_content'],
  ['50 MB', 'x'.repeat(50_000_000), 'har_too_large'],
  ['bytes over a limit given', new TextEncoder().encode(chrome), 'har_too_large', { maxBytes: 1024 }],
];

describe('harToScenario on bad input', () => {
  it.for(badInputs)('%s gives %s, with one line to show', ([, input, code, options]) => {
    const result = harToScenario(input, options);
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toMatch(/^[^\n]+$/);
  });

  it('gives a distinct code to each kind of bad input, and a 413 only to size', () => {
    expect(new Set(badInputs.map(([, , code]) => code))).toEqual(new Set(Object.keys(harImportErrorStatuses)));
    expect(Object.entries(harImportErrorStatuses).filter(([, status]) => status === 413)).toEqual([['har_too_large', 413]]);
  });

  it('reads a HAR given as bytes, with a byte order mark', () => {
    const bytes = new TextEncoder().encode(`\ufeff${chrome}`);
    expect(harToScenario(bytes)).toMatchObject({ ok: true, summary: { entries: 8 } });
  });

  it('does not mistake a HAR with a few failed requests for one without content', () => {
    const har = JSON.parse(chrome);
    delete har.log.entries[2].response.content.text;
    expect(harToScenario(JSON.stringify(har))).toMatchObject({ ok: true, summary: { rejected: [{ entry: 2, reason: 'the HAR holds no body for it' }] } });
  });
});
