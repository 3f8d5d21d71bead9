/**
 * What declares an endpoint (its method, path, service, bounded context and audience) and what makes a call's
 * URL from a path, without any table: a page that calls a few endpoints imports their table, not every one.
 */

/** The services behind the gateway, by bounded context. */
export const ServiceName = ['intake', 'billing', 'admin'] as const;
export type ServiceName = (typeof ServiceName)[number];

/** Where every public endpoint lives; the gateway hands what is under it to the endpoint table. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone; `signed-in`: any session; `admin` / `client`: a session of
 * that kind (none → 401, the other kind → 403); `owner`: an admin session of the owner role (the team and
 * billing settings; a staff member or a client → 403, none → 401); `webhook`: a provider, proven by a signature, exempt from
 * the gateway's cross-origin check; `internal`: other services only, never routed by the gateway.
 */
export type Audience = 'public' | 'signed-in' | 'admin' | 'owner' | 'client' | 'webhook' | 'internal';

/**
 * The bounded context an endpoint belongs to, as the code is laid out: svc-intake and svc-billing are one
 * each; svc-admin holds the desk (the agency's record of each business), the calendar's public booking,
 * the client portal and the identity they share. The API description groups its operations by it.
 */
export const BoundedContexts = {
  intake: 'The intake wizard: a visitor describes the business and picks the workflows to automate (svc-intake).',
  billing: 'Checkout of fixed-price sprints, subscriptions and their payments, test-mode payments and Stripe webhooks (svc-billing).',
  booking: "A visitor books a strategy call on the agency's calendar, and moves or cancels it by the invite's signed links (svc-admin).",
  desk: "The agency's desk: each business's record, pipeline, emails, calls, plans, onboarding, orders, tickets and automations (svc-admin, staff sessions).",
  portal: 'The client portal: client accounts, their dashboard, notifications, tickets and savings reports, and the runs automations report (svc-admin, client sessions).',
  identity: "Staff sign-in (password and TOTP, or the agency's OpenID Connect provider), the team and its invites, sessions and sign-out (svc-admin).",
} as const;
export type BoundedContext = keyof typeof BoundedContexts;

export interface EndpointDeclaration {
  method: HttpMethod;
  /** `:name` marks a path parameter. */
  path: `/${string}`;
  service: ServiceName;
  context: BoundedContext;
  audience: Audience;
  /**
   * It may answer 429 with Retry-After: a per-address limit (`RateLimitGuard`, which the route test holds
   * to this flag) or a per-email, per-account or per-token limit in its service.
   */
  rateLimited?: true;
  /**
   * Served in one payment mode only: `test` (the Stripe simulator: no Stripe keys) or `live` (Stripe's keys);
   * in the other it answers 404 like a route that does not exist, and the API description leaves it out.
   */
  paymentMode?: PaymentMode;
  /**
   * The answer is a Server-Sent Events stream that stays open: the gateway passes it through as it comes,
   * with no body timeout (the service's heartbeats keep idle proxies from closing it).
   */
  eventStream?: true;
}

/** How a deployment takes payments: the offline Stripe simulator (`test`) or Stripe itself (`live`). */
export type PaymentMode = 'test' | 'live';

/** The parts of a call that make its URL. */
export interface EndpointUrlParts {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | undefined>>;
}

/** A declared path with its parameters filled in: `/internal/submissions/:id` → `/internal/submissions/<id>`. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`${path}: missing :${param}`);
    return encodeURIComponent(value);
  });
}

/** The URL of a call to a declared path: its parameters filled in, and the query string (undefined values left out). */
export function urlOf(path: string, { params, query }: EndpointUrlParts = {}): string {
  const filled = fillPath(path, params);
  const pairs = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return pairs.length ? `${filled}?${new URLSearchParams(pairs.map(([key, value]): [string, string] => [key, String(value)]))}` : filled;
}
