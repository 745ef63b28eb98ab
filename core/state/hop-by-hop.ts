/** Headers about one connection, not the message (RFC 9110 §7.6.1): a proxy never passes them on. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Whether a header stops at this hop: a standard hop-by-hop header, or one the `Connection` header
 * names. `connection` is that header's value, as received.
 * @example const drop = hopByHopFilter('close, x-trace'); drop('x-trace') // true
 */
export function hopByHopFilter(connection: string | undefined): (name: string) => boolean {
  const named = (connection ?? '').split(',').map((name) => name.trim().toLowerCase());
  return (name) => hopByHop.has(name) || named.includes(name);
}
