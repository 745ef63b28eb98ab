import { roomErrors } from '../exchange/errors.ts';

/** The API's answers when the upstream fails it (spec/openapi.yaml lists them with the others). */
export const upstreamErrorStatuses = {
  upstream_unavailable: 502,
  contract_violation: 502,
  upstream_timeout: 504,
} as const;

/** The proxy's codes only the control plane answers with (spec/admin.openapi.yaml lists them). */
export const proxyControlErrorStatuses = {
  not_proxying: 409,
} as const;

/** An error of the proxy's, with its declared status. */
export const proxyError = roomErrors({ ...upstreamErrorStatuses, ...proxyControlErrorStatuses });
