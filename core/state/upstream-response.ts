import type { MockResponse } from '../exchange/exchange.ts';
import { hopByHopFilter } from './hop-by-hop.ts';
import type { UpstreamAnswer } from './upstream-exchange.ts';

/**
 * The upstream's answer as the core's response: its status, its headers and its whole body.
 * Hop-by-hop headers are dropped; so are `content-encoding` and `content-length`, since the sender has
 * decoded the body and the adapter counts what it sends; and CORS, which this mock decides for its
 * own clients (the `Origin` of `Vary` included, the CORS layer adds it back).
 */
export function readUpstreamResponse(answer: UpstreamAnswer): MockResponse {
  const dropped = hopByHopFilter(answer.headers.connection);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (dropped(name) || name === 'content-encoding' || name === 'content-length' || name.startsWith('access-control-'))
      continue;
    if (name === 'vary') {
      const kept = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '' && part.toLowerCase() !== 'origin');
      if (kept.length > 0) headers.vary = kept.join(', ');
      continue;
    }
    headers[name] = value;
  }
  return { status: answer.status, headers, body: bodyOf(answer.body, answer.status) };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Text when it is UTF-8 (what the API sends, and what the journal and the failure effects read), else the bytes. */
function bodyOf(bytes: Uint8Array, status: number): string | Uint8Array | null {
  if (bytes.length === 0) return status === 204 || status === 304 ? null : '';
  try {
    return utf8.decode(bytes);
  } catch {
    return bytes;
  }
}
