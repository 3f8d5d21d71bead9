/** The services behind the gateway, by bounded context. */
export const ServiceName = ['intake', 'billing', 'admin'] as const;
export type ServiceName = (typeof ServiceName)[number];

/**
 * Gateway route table: a public path goes to the service of the first entry that matches it, either
 * exactly or, for an entry ending in '/', by prefix. `/internal/*` is never routed.
 */
export const apiRoutes: ReadonlyArray<{ path: string; service: ServiceName }> = [
  { path: '/api/business-intake', service: 'intake' },
  { path: '/api/workflow-selection', service: 'intake' },
  { path: '/api/create-payment-intent', service: 'billing' },
  { path: '/api/billing/', service: 'billing' },
  { path: '/api/webhooks/stripe', service: 'billing' },
  { path: '/api/subscription-plans', service: 'billing' },
  { path: '/api/create-subscription', service: 'billing' },
  { path: '/api/update-subscription', service: 'billing' },
  { path: '/api/cancel-subscription', service: 'billing' },
  { path: '/api/admin/', service: 'admin' },
  { path: '/api/clients/', service: 'admin' },
  { path: '/api/client/', service: 'admin' },
  { path: '/api/auth/', service: 'admin' },
  { path: '/api/logout', service: 'admin' },
];

/**
 * Dot segments and encoded slashes/dots could make a prefix match point somewhere else once the
 * upstream normalises the path (`/api/admin/../../internal/x`), so such paths are never routed.
 */
const AMBIGUOUS_PATH = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\/i;

/** The service that owns a public path (query string ignored), or undefined when none does. */
export function serviceFor(url: string): ServiceName | undefined {
  const path = url.split('?', 1)[0];
  if (AMBIGUOUS_PATH.test(path)) return undefined;
  return apiRoutes.find((r) => (r.path.endsWith('/') ? path.startsWith(r.path) : path === r.path))?.service;
}
