import { ApiError } from './errors.ts';
import type { Middleware } from './compose.ts';
import type { HostRule } from './decision-facts.ts';
import type { MockRequest } from './exchange.ts';

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const bracketedIpv6 = /^\[[0-9a-f:.]+(?:%25[\w.~-]+)?\]$/;
const verdictsKept = 256;

/**
 * Which rule lets a `Host` header name this mock, or undefined: an IP literal, `localhost`,
 * `*.localhost`, or one of `names` (the `--host` name and `--allowed-hosts`), case aside, without
 * port or trailing dot. What DNS rebinding sends is a foreign name, so a page that re-points its
 * own name at 127.0.0.1 is refused. A request without Host (HTTP/1.0, a raw tool) comes from no
 * browser and passes.
 * @example createHostRule(['mock.test'])('mock.test:4010') // 'allowed-hosts'
 */
export function createHostRule(names: readonly string[]): (host: string | undefined) => HostRule | undefined {
  const allowed = new Set(names.map(hostName));
  // Verdicts by raw header: a request from the same client costs one lookup and no allocation.
  const verdicts = new Map<string, HostRule | null>();
  return (host) => {
    if (host === undefined) return 'no-host-header';
    let verdict = verdicts.get(host);
    if (verdict === undefined) {
      const name = hostName(host);
      verdict =
        name === 'localhost' || name.endsWith('.localhost')
          ? 'localhost'
          : ipv4.test(name) || bracketedIpv6.test(name)
            ? 'ip-literal'
            : allowed.has(name)
              ? 'allowed-hosts'
              : null;
      if (verdicts.size >= verdictsKept) verdicts.clear();
      verdicts.set(host, verdict);
    }
    return verdict ?? undefined;
  };
}

/** `Evil.Example.:4010` → `evil.example`; `[::1]:4010` → `[::1]`. */
function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  const end = lower.startsWith('[') ? lower.indexOf(']') + 1 : lower.lastIndexOf(':');
  const name = end > 0 && end < lower.length ? lower.slice(0, end) : lower;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * First in the API's and the control plane's chains on a server (before any sandbox is made):
 * a request for a foreign host name gets 403 `host_not_allowed`, naming the flag that allows it;
 * one let through has the rule that let it written to its context's `host`.
 */
export function allowedHostsGuard(
  names: readonly string[],
): Middleware<{ request: MockRequest; host?: HostRule | undefined }> {
  const ruleOf = createHostRule(names);
  return async (context, next) => {
    const host = context.request.headers.host;
    const rule = typeof host === 'string' || host === undefined ? ruleOf(host) : undefined;
    // A constant string: the explanation's `host` decision costs the request nothing more.
    if (rule !== undefined) {
      context.host = rule;
      return next();
    }
    const shown = JSON.stringify(String(host).slice(0, 100));
    throw new ApiError({
      code: 'host_not_allowed',
      message:
        `This mock does not serve the host ${shown}: a page can reach a local server under a name of its own (DNS rebinding). ` +
        `If you meant it, start the mock with --allowed-hosts ${hostName(String(host)) || '<name>'} (or --allowed-hosts all to turn the check off).`,
    });
  };
}
