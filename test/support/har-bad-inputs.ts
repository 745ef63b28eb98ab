import { readFileSync } from 'node:fs';
import type { HarImportErrorCode } from '../../core/reports/har-input.ts';

/** A good HAR of eight entries (four pets), in Chrome's shape. */
export const chromeHar = readFileSync(new URL('har-files/chrome-style.har', import.meta.url), 'utf8');

/** Chrome's export without content: every response keeps its size and type, none its text. */
function withoutContent(text: string): string {
  const har = JSON.parse(text);
  for (const { response } of har.log.entries) delete response.content.text;
  return JSON.stringify(har);
}

/** Every kind of HAR that cannot be imported, with the code the import answers (core, HTTP and CLI alike). */
export const badHarInputs: [name: string, input: string, code: HarImportErrorCode][] = [
  ['text that is not JSON', 'HTTP/1.1 200 OK\r\n', 'har_not_json'],
  ['an empty file', '', 'har_not_json'],
  ['JSON that is not a HAR', '{"name":"a scenario","version":1}', 'har_not_har'],
  ['a HAR without entries', '{"log":{"version":"1.2","creator":{"name":"x","version":"1"}}}', 'har_not_har'],
  ['a JSON array', '[1,2]', 'har_not_har'],
  ['HAR 1.1', chromeHar.replace('"version": "1.2"', '"version": "1.1"'), 'har_unsupported_version'],
  ['a HAR cut short', chromeHar.slice(0, chromeHar.length / 2), 'har_truncated'],
  ['a HAR cut inside a string', chromeHar.slice(0, chromeHar.indexOf('Biscuit') + 3), 'har_truncated'],
  ['a HAR saved without content', withoutContent(chromeHar), 'har_without_content'],
  ['50 MB', 'x'.repeat(50_000_000), 'har_too_large'],
];
