import { ApiError } from '../exchange/errors.ts';
import { constantTimeEqual } from '../exchange/bearer-auth.ts';

// Tools send the token as a bearer; a browser opening the dashboard knows only Basic, and asks its
// user for it (any user name, the token as password). The challenge names Basic alone: Chromium
// reads one challenge per header line, and Fetch headers join repeated lines into one.
const challenge = 'Basic realm="animal-store-mock admin", charset="UTF-8"';

/**
 * Lets a request through when it carries the admin token, as `Bearer <token>` or as the password
 * of `Basic`; otherwise throws a 401 with a Basic challenge (so a browser asks for the token).
 */
export function authenticateAdmin(authorization: string | undefined, adminToken: string): void {
  const given = presentedToken(authorization ?? '');
  if (given === undefined || !constantTimeEqual(adminToken, given)) {
    const reason = given === undefined ? 'Missing or malformed' : 'Invalid';
    throw new ApiError({
      code: 'unauthorized',
      message: `${reason} admin token: send "Authorization: Bearer <admin token>".`,
      headers: {
        'www-authenticate': challenge,
      },
    });
  }
}

function presentedToken(header: string): string | undefined {
  const [, scheme = '', credentials = ''] = /^(\S+)[ \t]+(\S+)[ \t]*$/.exec(header) ?? [];
  if (/^bearer$/i.test(scheme)) return credentials;
  if (!/^basic$/i.test(scheme)) return undefined;
  const decoded = decodeBase64(credentials);
  const colon = decoded?.indexOf(':') ?? -1;
  return colon === -1 ? undefined : decoded!.slice(colon + 1);
}

function decodeBase64(text: string): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}
