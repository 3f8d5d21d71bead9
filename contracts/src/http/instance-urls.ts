import { z } from 'zod';

const instanceUrl = z.url({ protocol: /^https?$/, error: 'must be http(s):// URLs separated by commas' }).transform((url) => url.replace(/\/+$/, ''));

/**
 * The instances of one service as an env variable names them (`INTAKE_URL`): one http(s) URL, or several
 * separated by commas when the service is scaled (`npm start` with SCALE writes such a list). Callers
 * balance over them; trailing slashes are dropped.
 */
export const InstanceUrls = z
  .string()
  .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
  .pipe(z.array(instanceUrl).min(1, 'must name at least one http(s):// URL'));
export type InstanceUrls = z.infer<typeof InstanceUrls>;

/**
 * The site's public address (`PUBLIC_URL`): the links in emails, canonical URLs, the sitemap. A trailing slash
 * is dropped. Unset, it is derived from GATEWAY_PORT (withDerivedUrls).
 */
export const PublicUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).transform((url) => url.replace(/\/+$/, ''));

/** Each process's port when its `*_PORT` variable is unset (`.env.example`; scripts/processes.mjs runs them on these). */
export const DEFAULT_PORTS = { INTAKE_PORT: 3001, BILLING_PORT: 3002, ADMIN_PORT: 3003, WORKER_PORT: 3004, GATEWAY_PORT: 8080 } as const;

/** The upstream URL variables, each with the port variable it follows when unset. */
const UPSTREAM_PORTS = { INTAKE_URL: 'INTAKE_PORT', BILLING_URL: 'BILLING_PORT', ADMIN_URL: 'ADMIN_PORT', WORKER_URL: 'WORKER_PORT' } as const;

/**
 * The URL a process listening on `host` (SERVICE_HOST) and `port` is reached at from this machine: a wildcard
 * bind (0.0.0.0, ::) on loopback, an IPv6 address in brackets.
 */
export function serviceUrlOf(host: string | undefined, port: number | string): string {
  const reached = !host || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${reached}:${port}`;
}

/**
 * `source` with what it leaves unset (or empty) derived from the ports, so that changing only the `*_PORT`
 * variables moves a whole stack: each upstream URL from its port and SERVICE_HOST, PUBLIC_URL from
 * GATEWAY_PORT. Given values are kept as they are.
 */
export function withDerivedUrls(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const given = (name: string) => (source[name] === '' ? undefined : source[name]);
  const port = (name: keyof typeof DEFAULT_PORTS) => given(name) ?? DEFAULT_PORTS[name];
  const derived: Record<string, string | undefined> = { ...source };
  for (const [url, portName] of Object.entries(UPSTREAM_PORTS)) derived[url] = given(url) ?? serviceUrlOf(given('SERVICE_HOST'), port(portName));
  derived.PUBLIC_URL = given('PUBLIC_URL') ?? `http://localhost:${port('GATEWAY_PORT')}`;
  return derived;
}
