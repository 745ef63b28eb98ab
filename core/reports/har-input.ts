import type { Har } from 'har-format';
import type { adminErrorStatuses } from '../exchange/errors.ts';
import { defaultHarSizeLimit } from '../exchange/served-paths.ts';

/**
 * How many bytes a string takes in UTF-8. Most HAR text is ASCII, which a native regex tells apart
 * far faster than a loop over a 10 MB string; only other text is encoded to be measured.
 * @example utf8Length('é') // 2
 */
export function utf8Length(text: string): number {
  return /^[\x00-\x7f]*$/.test(text) ? text.length : new TextEncoder().encode(text).byteLength;
}

/** Why a HAR cannot be imported: the control plane's `har_` codes. */
export type HarImportErrorCode = Extract<keyof typeof adminErrorStatuses, `har_${string}`>;

/** A HAR that cannot be imported: a stable code and one line for people. */
export interface HarImportError {
  code: HarImportErrorCode;
  message: string;
}

export type HarRead = { ok: true; har: Har } | { ok: false; error: HarImportError };

export { defaultHarSizeLimit };

const failed = (code: HarImportErrorCode, message: string): HarRead => ({ ok: false, error: { code, message } });

/**
 * Parses a HAR file's text or bytes, checking its size first and its outline after: a `log` with a
 * version of 1.2 and a list of entries (what each entry holds is the reader's to check).
 * @example readHar(await file.text()) // { ok: true, har } or { ok: false, error: { code: 'har_not_json', ... } }
 */
export function readHar(input: string | Uint8Array, maxBytes = defaultHarSizeLimit): HarRead {
  // A string's UTF-8 size is at least its length, so only one near the limit needs counting.
  const size =
    typeof input === 'string' ? (input.length > maxBytes ? input.length : utf8Length(input)) : input.byteLength;
  if (size > maxBytes)
    return failed('har_too_large', `The HAR is ${mebibytes(size)}, over the limit of ${mebibytes(maxBytes)}.`);
  const text = withoutBom(typeof input === 'string' ? input : new TextDecoder().decode(input));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    if (isTruncatedJson(text))
      return failed('har_truncated', 'The HAR ends before its JSON does: the file was cut short.');
    return failed('har_not_json', text.trim() === '' ? 'The HAR is empty.' : 'The HAR is not JSON.');
  }
  const log = isObject(value) ? value.log : undefined;
  if (!isObject(log) || !Array.isArray(log.entries) || typeof log.version !== 'string') {
    return failed('har_not_har', 'The JSON is not a HAR: it has no log with a version and a list of entries.');
  }
  if (log.version !== '1.2') {
    return failed(
      'har_unsupported_version',
      `The HAR is version ${log.version}; only HAR 1.2 is read (browsers and Playwright write it).`,
    );
  }
  return { ok: true, har: value as unknown as Har };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Editors on Windows may save a byte order mark, which JSON.parse does not take.
const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

const mebibytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Whether text that failed to parse is the start of a JSON object or array: some bracket or string is left open. */
function isTruncatedJson(text: string): boolean {
  const start = text.trimStart();
  if (start[0] !== '{' && start[0] !== '[') return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < start.length; i++) {
    const char = start.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) depth++;
    else if (char === 125 /* } */ || char === 93 /* ] */) depth--;
  }
  return inString || depth > 0;
}
