import { resolve } from 'node:path';
import { AppConfig, DEFAULT_PORTS, InstanceUrls, MAX_REQUEST_BODY_BYTES, PublicUrl, StripePublishableKey, withDerivedUrls, type AgencyContent } from '@biz/contracts';
import { ClientAddressEnv, clientAddressKeyProblems } from '@biz/server-kit/client-address';
import { placeholderProblems } from '@biz/server-kit/placeholders';
import { agencyContentFileAt, readAgencyContentFile } from '@biz/server-kit/without-nest';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from '../security/client-address';

const port = z.coerce.number().int().min(0).max(65_535);
const ms = z.coerce.number().int().min(1);

export const GatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GATEWAY_PORT: port.default(DEFAULT_PORTS.GATEWAY_PORT),
  GATEWAY_HOST: z.string().min(1).default('0.0.0.0'),
  /** The operators' listener: the detailed /healthz. Never published; bound to loopback unless told. */
  GATEWAY_INTERNAL_PORT: port.default(8081),
  GATEWAY_INTERNAL_HOST: z.string().min(1).default('127.0.0.1'),
  // Checked here too: an unset URL is made from its port, and a bad port should be named as such.
  INTAKE_PORT: port.default(DEFAULT_PORTS.INTAKE_PORT),
  BILLING_PORT: port.default(DEFAULT_PORTS.BILLING_PORT),
  ADMIN_PORT: port.default(DEFAULT_PORTS.ADMIN_PORT),
  WORKER_PORT: port.default(DEFAULT_PORTS.WORKER_PORT),
  /** Each upstream's instances; unset, the service's port on SERVICE_HOST (withDerivedUrls). */
  INTAKE_URL: InstanceUrls,
  BILLING_URL: InstanceUrls,
  ADMIN_URL: InstanceUrls,
  WORKER_URL: InstanceUrls,
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:5432/postgres'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  /** Comma-separated origins allowed to send state-changing /api requests. */
  ALLOWED_ORIGINS: z.string().optional(),
  REMOTE_INTAKE_URL: z.string().min(1).default('/mfe/intake/mf-manifest.json'),
  REMOTE_LOCKIN_URL: z.string().min(1).default('/mfe/lockin/mf-manifest.json'),
  REMOTE_ADMIN_URL: z.string().min(1).default('/mfe/admin/mf-manifest.json'),
  REMOTE_CLIENT_URL: z.string().min(1).default('/mfe/client/mf-manifest.json'),
  /** An external booking page 'Schedule Strategy Call' opens instead of the site's own; published in /app-config.json. */
  BOOKING_URL: AppConfig.shape.bookingUrl.unwrap().optional(),
  /** Set (the same value svc-billing gets) when payments are live: the CSP then lets Stripe.js load and work. */
  STRIPE_PUBLISHABLE_KEY: StripePublishableKey.optional(),
  /** The site's public address: canonical URLs, Open Graph URLs, robots.txt and sitemap.xml name it. */
  PUBLIC_URL: PublicUrl,
  /** Folder holding shell/dist and mfe-<name>/dist; the repo root by default. */
  WEB_ROOT: z.string().min(1).optional(),
  /** The agency's content file (decision 025); content/agency-content.json of the repo by default. */
  AGENCY_CONTENT_FILE: z.string().min(1).optional(),
  /** The proxies in front of the gateway, whose X-Forwarded-* are believed: false, a hop count or their addresses. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be false, a number of proxies or their addresses (${(error as Error).message})` });
        return z.NEVER;
      }
    }),
  /** Below 1 s so a service that does not accept the connection answers 503 within 1 s. */
  UPSTREAM_CONNECT_TIMEOUT_MS: ms.default(700),
  UPSTREAM_TIMEOUT_MS: ms.default(30_000),
  HEALTH_TIMEOUT_MS: ms.default(800),
  /** How often each instance of a scaled service is probed (/readyz) to take it out of rotation or back in. */
  UPSTREAM_PROBE_INTERVAL_MS: ms.default(1_000),
  /** How long one round of health checks answers every /healthz, so a burst of probes costs one fan-out. */
  HEALTH_CACHE_MS: z.coerce.number().int().min(0).default(1_000),
  /** Largest API request body forwarded: 1 MiB, the services' own limit, so the gateway refuses first with the same 413. */
  MAX_BODY_BYTES: z.coerce.number().int().min(1).default(MAX_REQUEST_BODY_BYTES),
  ...ClientAddressEnv,
});
type GatewayEnv = z.infer<typeof GatewayEnv>;

export const RemoteName = ['intake', 'lockin', 'admin', 'client'] as const;
export type RemoteName = (typeof RemoteName)[number];

export interface GatewayConfig {
  env: GatewayEnv['NODE_ENV'];
  logLevel: GatewayEnv['LOG_LEVEL'];
  port: number;
  host: string;
  internalPort: number;
  internalHost: string;
  /** Each service's instances: requests are balanced over them. */
  upstreams: { intake: string[]; billing: string[]; admin: string[] };
  /** The worker processes' health ports. */
  workerUrls: string[];
  databaseUrl: string;
  redisUrl: string;
  allowedOrigins: string[];
  remotes: Record<RemoteName, string>;
  /** Runtime settings the front ends read from /app-config.json. */
  appConfig: AppConfig;
  webRoot: string;
  agencyContentFile: string;
  /** The agency's claims the public pages make, read and checked at start. */
  agencyContent: AgencyContent;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  /** Live payments: Stripe.js runs in the checkout. */
  stripe: boolean;
  trustProxy: TrustProxy;
  upstreamConnectTimeoutMs: number;
  upstreamTimeoutMs: number;
  healthTimeoutMs: number;
  upstreamProbeIntervalMs: number;
  healthCacheMs: number;
  maxBodyBytes: number;
  /** The key the visitor's address is signed with for the services (CLIENT_ADDRESS_KEY). */
  clientAddressKey: string;
}

const noSlash = (url: string) => url.replace(/\/+$/, '');

/** Parses the environment once; a bad value stops the gateway with one message naming every problem. */
export function parseGatewayConfig(source: Record<string, string | undefined> = process.env): Readonly<GatewayConfig> {
  // An empty variable means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(withDerivedUrls(source)).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = GatewayEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment for gateway:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const placeholders = e.NODE_ENV === 'production' ? [...placeholderProblems(Object.fromEntries(Object.keys(e).map((name) => [name, present[name]]))), ...clientAddressKeyProblems(e)] : [];
  if (placeholders.length) throw new Error(`Invalid environment for gateway:\n${placeholders.map((line) => `  ${line}`).join('\n')}`);
  // dist/config/env.js and src/config/env.ts both sit three levels below the repo root.
  const repoRoot = resolve(__dirname, '..', '..', '..');
  const agencyContentFile = agencyContentFileAt(e.AGENCY_CONTENT_FILE, repoRoot);
  const allowedOrigins = e.ALLOWED_ORIGINS
    ? e.ALLOWED_ORIGINS.split(',').map((o) => noSlash(o.trim())).filter(Boolean)
    : [`http://localhost:${e.GATEWAY_PORT}`, `http://127.0.0.1:${e.GATEWAY_PORT}`];
  return Object.freeze({
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    port: e.GATEWAY_PORT,
    host: e.GATEWAY_HOST,
    internalPort: e.GATEWAY_INTERNAL_PORT,
    internalHost: e.GATEWAY_INTERNAL_HOST,
    upstreams: {
      intake: e.INTAKE_URL,
      billing: e.BILLING_URL,
      admin: e.ADMIN_URL,
    },
    workerUrls: e.WORKER_URL,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    allowedOrigins,
    remotes: { intake: e.REMOTE_INTAKE_URL, lockin: e.REMOTE_LOCKIN_URL, admin: e.REMOTE_ADMIN_URL, client: e.REMOTE_CLIENT_URL },
    appConfig: { bookingUrl: e.BOOKING_URL ?? null },
    webRoot: resolve(e.WEB_ROOT ?? repoRoot),
    agencyContentFile,
    agencyContent: readAgencyContentFile(agencyContentFile),
    publicUrl: e.PUBLIC_URL,
    stripe: e.STRIPE_PUBLISHABLE_KEY !== undefined,
    trustProxy: e.TRUST_PROXY,
    upstreamConnectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    upstreamProbeIntervalMs: e.UPSTREAM_PROBE_INTERVAL_MS,
    healthCacheMs: e.HEALTH_CACHE_MS,
    maxBodyBytes: e.MAX_BODY_BYTES,
    clientAddressKey: e.CLIENT_ADDRESS_KEY,
  });
}
