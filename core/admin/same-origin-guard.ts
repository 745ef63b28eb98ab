import { ApiError } from '../exchange/errors.ts';
import { headerOf, type MockRequest } from '../exchange/exchange.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses changes asked by a page of another site (403): a browser adds saved Basic credentials
 * (and reaches a loopback admin API) even from a form on any site, so a plain form could reset the
 * mock. Browsers say where a request comes from; tools send neither header and pass.
 */
export function refuseForeignChange(request: MockRequest): void {
  if (!safeMethods.has(request.method) && fromAnotherSite(request)) {
    throw new ApiError({
      code: 'forbidden',
      message: 'The admin API takes changes only from its own pages or from tools, not from pages of other sites.',
    });
  }
}

function fromAnotherSite(request: MockRequest): boolean {
  const site = headerOf(request, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = headerOf(request, 'origin');
  return origin !== undefined && origin !== request.origin;
}
