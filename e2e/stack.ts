// The e2e suite runs its own copy of the whole stack (scripts/start.mjs) on separate ports, schemas and
// queue prefix, so it never touches a developer's running instance. E2E_PORT_BASE and E2E_STACK_NAME move
// it again, so that two runs can share a machine's Postgres and Redis.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const base = Number(process.env.E2E_PORT_BASE ?? 18080);
const name = process.env.E2E_STACK_NAME ?? 'e2e';

export const gatewayUrl = `http://127.0.0.1:${base}`;
/** The stack's PUBLIC_URL as svc-admin derives it: where emails link, and where the identity provider sends a browser back. */
export const publicUrl = `http://localhost:${base}`;
/** The gateway's internal listener: the detailed /healthz (the public one says only ok or degraded). */
export const healthDetailsUrl = `http://127.0.0.1:${base + 5}/healthz`;
/** The stack's SMTP server (`smtp-peer.mjs`): the worker delivers every email there. */
export const smtpPeerPort = base + 6;
/** The agency's OpenID provider (`oidc-provider`, svc-admin's test harness): staff single sign-on goes there. */
export const identityProviderPort = base + 7;
export const IDENTITY_PROVIDER = { name: 'Agency ID', clientId: 'agency-desk', clientSecret: 'an e2e client secret' } as const;
export const runDir = join(__dirname, '.run');

export const stackEnv: Record<string, string> = {
  GATEWAY_PORT: String(base),
  INTAKE_PORT: String(base + 1),
  BILLING_PORT: String(base + 2),
  ADMIN_PORT: String(base + 3),
  WORKER_PORT: String(base + 4),
  GATEWAY_INTERNAL_PORT: String(base + 5),
  ALLOWED_ORIGINS: `http://127.0.0.1:${base},http://localhost:${base}`,
  INTAKE_DB_SCHEMA: `${name}_intake`,
  BILLING_DB_SCHEMA: `${name}_billing`,
  ADMIN_DB_SCHEMA: `${name}_admin`,
  QUEUE_PREFIX: name,
  RUN_DIR: runDir,
  SMTP_URL: `smtp://127.0.0.1:${base + 6}`,
  STAFF_SSO_ISSUER: `http://127.0.0.1:${identityProviderPort}`,
  STAFF_SSO_CLIENT_ID: IDENTITY_PROVIDER.clientId,
  STAFF_SSO_CLIENT_SECRET: IDENTITY_PROVIDER.clientSecret,
  STAFF_SSO_DOMAINS: 'agency.example',
  STAFF_SSO_NAME: IDENTITY_PROVIDER.name,
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'e2e-admin-password',
  // Every e2e visitor comes from 127.0.0.1.
  INTAKE_RATE_LIMIT_PER_MINUTE: '1000',
  ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
  BILLING_RATE_LIMIT_PER_MINUTE: '1000',
  // An unpaid checkout is abandoned after 6 s, not a day: the recovery spec waits that long, not 24 hours.
  ABANDONED_CHECKOUT_AFTER_MINUTES: '0.1',
  // Every service twice and the worker three times behind the gateway, as issue 16 runs it; E2E_SCALE=
  // (empty) runs one of each.
  SCALE: process.env.E2E_SCALE ?? 'svc-intake=2,svc-billing=2,svc-admin=2,svc-ai-worker=3',
};

/** The pids of the stack's live processes, by instance name, as `npm start` keeps them in RUN_DIR. */
export function readPids(): Record<string, number> {
  return JSON.parse(readFileSync(join(runDir, 'pids.json'), 'utf8'));
}

/** The pids of every instance of a process (`svc-billing`, `svc-billing-2`, …). */
export function pidsOf(process: string): number[] {
  return Object.entries(readPids()).flatMap(([name, pid]) => (name === process || new RegExp(`^${process}-\\d+$`).test(name) ? [pid] : []));
}
