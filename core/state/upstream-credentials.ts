/**
 * An upstream URL split into what may be shown and what must not: `https://user:pass@host/v1`
 * becomes the base `https://host/v1` (for every message, view and log) and the Basic
 * `Authorization` its credentials stand for (fetch refuses a URL that holds them).
 * @example upstreamCredentials('http://me:s3cret@127.0.0.1:4011/v1/') // { base: 'http://127.0.0.1:4011/v1', basic: 'Basic bWU6czNjcmV0' }
 */
export function upstreamCredentials(upstream: string): { base: string; basic: string | undefined } {
  const url = new URL(upstream);
  if (url.username === '' && url.password === '') return { base: upstream.replace(/\/+$/, ''), basic: undefined };
  const pair = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  url.username = '';
  url.password = '';
  return { base: url.href.replace(/\/+$/, ''), basic: `Basic ${base64(pair)}` };
}

/** The UTF-8 bytes of `text` in base64, as Basic asks (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** An upstream URL fit to show: its credentials left out. */
export const shownUpstream = (upstream: string): string => upstreamCredentials(upstream).base;
