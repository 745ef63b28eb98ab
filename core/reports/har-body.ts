import { isObject } from './har-input.ts';

/** A response body as text, or why there is none to read. */
export type HarBody = { ok: true; text: string } | { ok: false; reason: string };

/**
 * The text of a HAR entry's `response.content`: as it is, or decoded from base64 (bytes read as
 * UTF-8), with browser APIs only. Never throws: what cannot be read is a reason.
 * @example harBody({ size: 2, mimeType: 'application/json', text: 'W10=', encoding: 'base64' }) // { ok: true, text: '[]' }
 */
export function harBody(content: unknown): HarBody {
  if (!isObject(content) || typeof content.text !== 'string') {
    return {
      ok: false,
      reason:
        isObject(content) && typeof content._file === 'string'
          ? 'its body is in an attached file, not in the HAR'
          : 'the HAR holds no body for it',
    };
  }
  if (content.encoding === undefined || content.encoding === '') return nonEmpty(content.text);
  if (content.encoding !== 'base64')
    return { ok: false, reason: `its body has an unknown encoding (${String(content.encoding).slice(0, 20)})` };
  let binary: string;
  try {
    binary = atob(content.text);
  } catch {
    return { ok: false, reason: 'its base64 body does not decode' };
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return nonEmpty(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, reason: 'its body is not UTF-8 text' };
  }
}

const nonEmpty = (text: string): HarBody =>
  text.trim() === '' ? { ok: false, reason: 'its body is empty' } : { ok: true, text };
