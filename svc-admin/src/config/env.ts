import { ADMIN_LOGIN_PATH, DEFAULT_PORTS, InstanceUrls, NOTIFICATION_STREAM_HEARTBEAT_SECONDS, PublicUrl } from '@biz/contracts';
import { agencyContentFileAt, AgencyTimeZone, ClientAddressEnv, CommonEnv, GeneratedBy, generatedByOf, parseEnv, Port, QueuePrefix, SchemaName } from '@biz/server-kit';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Shorter than this, an admin password is refused in production (it guards every lead and order). */
export const MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH = 12;

/** The development default of SUPPORT_EMAIL: an address of the reserved example domain, which production refuses. */
const EXAMPLE_SUPPORT_EMAIL = 'support@bizautomate.example';

/** Bytes of each key below: the AES-256-GCM key of staff TOTP secrets, the HMAC key of signed links. */
const KEY_BYTES = 32;

/**
 * Outside production, without the key: one derived from a fixed text, so every instance and every restart of
 * a development stack reads what it wrote. Production refuses it (anyone can derive it).
 */
const developmentKey = (purpose: string) => createHash('sha256').update(`bizautomate development ${purpose}`).digest('base64');
const developmentStaffMfaKey = developmentKey('staff MFA key');
export const developmentLinkSigningKey = developmentKey('link signing key');

const Key = z
  .string()
  .refine((key) => Buffer.from(key, 'base64').length === KEY_BYTES && /^[A-Za-z0-9+/_-]+=*$/.test(key), `must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);

export const AdminEnv = z
  .object({
    ...CommonEnv,
    ...ClientAddressEnv,
    ADMIN_PORT: Port.default(DEFAULT_PORTS.ADMIN_PORT),
    ADMIN_DB_SCHEMA: SchemaName.default('admin'),
    /** Key prefix in Redis (rate-limit counts, queues), shared with the other services of a stack. */
    QUEUE_PREFIX: QueuePrefix,
    /** The admin sign-in password. Required in production; elsewhere one is made up at boot and logged. */
    ADMIN_PASSWORD: z.string().min(1).max(200).optional(),
    /**
     * The ADMIN_PASSWORD sign-in (the owner's bootstrap): `until-owner` (production's default) retires it by
     * itself once an owner account with MFA exists, ending its sessions; `off` refuses it, and svc-admin
     * refuses to start while no owner has MFA (the agency would be locked out); `on` (development's default)
     * keeps it, and production refuses `on`.
     */
    ADMIN_PASSWORD_LOGIN: z.enum(['on', 'until-owner', 'off']).optional(),
    /** The AES-256-GCM key (base64 of 32 bytes) that encrypts staff TOTP secrets at rest. Required in production. */
    STAFF_MFA_KEY: Key.default(developmentStaffMfaKey),
    /**
     * The key every emailed signed link is signed with (the onboarding form's, a call's reschedule and cancel,
     * a plan's PDF): base64 of 32 bytes, its own, never the TOTP key. Required in production; changing it ends
     * every link sent.
     */
    LINK_SIGNING_KEY: Key.default(developmentLinkSigningKey),
    /**
     * The agency's OpenID Connect provider for staff sign-in (Google Workspace: https://accounts.google.com;
     * Microsoft Entra ID: https://login.microsoftonline.com/<tenant id>/v2.0), found by discovery at boot. Its
     * app's redirect URI is PUBLIC_URL + /admin-login. With it: the client id and secret, and the email domains
     * whose people may sign in (comma-separated). Unset: staff sign in with password and code only.
     */
    STAFF_SSO_ISSUER: z.url({ protocol: /^https?$/, error: 'must be the http(s) URL of an OpenID Connect issuer' }).optional(),
    STAFF_SSO_CLIENT_ID: z.string().min(1).max(500).optional(),
    STAFF_SSO_CLIENT_SECRET: z.string().min(1).max(500).optional(),
    STAFF_SSO_DOMAINS: z
      .string()
      .transform((list) => list.split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be email domains, comma-separated (agency.com,agency.co.uk)')).min(1))
      .optional(),
    /** What the sign-in button says after "Sign in with"; unset: Google or Microsoft by the issuer, else the issuer's host. */
    STAFF_SSO_NAME: z.string().trim().min(1).max(40).optional(),
    /** The services whose data the admin desk reads through their internal APIs (unset: their ports, withDerivedUrls). */
    INTAKE_URL: InstanceUrls,
    BILLING_URL: InstanceUrls,
    /** How long an admin waits for a document from the worker (a plan PDF) before a 503 says to try again. */
    DOCUMENT_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Where email drafts come from: the worker (LLM) or the catalog's templates in process. Default: the worker when an LLM is configured. */
    DRAFTS_FROM: GeneratedBy.optional(),
    /** Only whether it is set matters here: the worker is the one process that calls the LLM. */
    OPENAI_API_KEY: z.string().optional(),
    /** How long an admin waits for the worker's email draft (an LLM's answer and its one repair) before the catalog drafts. */
    DRAFT_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    /** The agency's IANA time zone: the call scheduler's dates and times are wall times there, and the portal's days and Monday weeks of savings are its days. */
    AGENCY_TIME_ZONE: AgencyTimeZone,
    /** Meeting rooms are made under this URL (a room name is appended): Jitsi Meet by default, which needs no account. */
    MEETING_BASE_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).default('https://meet.jit.si/').transform((url) => (url.endsWith('/') ? url : `${url}/`)),
    /** Admin sign-in attempts allowed per client address (an IPv6 client: its /64) per minute; 429 beyond. */
    ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** The agency's content file (decision 025): its `savedHourValueUsd` values the saved hours of clients without their own value. The gateway's default. */
    AGENCY_CONTENT_FILE: z.string().min(1).optional(),
    /** Where visitors reach the product: the agency's notices to clients link to its client dashboard. */
    PUBLIC_URL: PublicUrl,
    /** Where the agency reads the client portal's support tickets. Required in production (this default reaches nobody). */
    SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default(EXAMPLE_SUPPORT_EMAIL),
    /** Client signups and sign-ins allowed per client address per minute; 429 beyond. */
    CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Client signups and sign-ins allowed per email per minute, whoever makes them; 429 beyond. */
    CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    /** Where the agency gets the invite of a call a visitor books; unset: the first owner of the team, if any. */
    ADMIN_ALERT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    /** Bookings, reschedules and cancellations from the site allowed per client address per minute; 429 beyond. */
    BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Reports of runs allowed per automation token per minute (a platform replaying a backlog sends bursts); 429 with Retry-After beyond. */
    AUTOMATION_RUNS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
    /** Notification streams (the open desk's Server-Sent Events) one member may hold on one instance; 503 with Retry-After beyond (the desk polls). */
    NOTIFICATION_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).default(6),
    /** Notification streams one instance holds in all; 503 with Retry-After beyond. */
    NOTIFICATION_STREAMS_MAX: z.coerce.number().int().min(1).default(500),
    /** Seconds between the streams' heartbeat comments, which keep idle proxies from closing them. */
    NOTIFICATION_STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(NOTIFICATION_STREAM_HEARTBEAT_SECONDS),
  })
  .superRefine((env, ctx) => {
    if (env.STAFF_SSO_ISSUER || env.STAFF_SSO_CLIENT_ID || env.STAFF_SSO_CLIENT_SECRET || env.STAFF_SSO_DOMAINS) {
      for (const key of ['STAFF_SSO_ISSUER', 'STAFF_SSO_CLIENT_ID', 'STAFF_SSO_CLIENT_SECRET', 'STAFF_SSO_DOMAINS'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with the other STAFF_SSO_ variables: single sign-on needs its issuer, client id, client secret and domains' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.STAFF_SSO_ISSUER?.startsWith('http:')) ctx.addIssue({ code: 'custom', path: ['STAFF_SSO_ISSUER'], message: 'must be https in production' });
    if (env.SUPPORT_EMAIL === EXAMPLE_SUPPORT_EMAIL) ctx.addIssue({ code: 'custom', path: ['SUPPORT_EMAIL'], message: 'required in production: where the agency reads support tickets' });
    if (env.STAFF_MFA_KEY === developmentStaffMfaKey) ctx.addIssue({ code: 'custom', path: ['STAFF_MFA_KEY'], message: 'required in production: the key that encrypts staff TOTP secrets (openssl rand -base64 32)' });
    if (env.LINK_SIGNING_KEY === developmentLinkSigningKey) ctx.addIssue({ code: 'custom', path: ['LINK_SIGNING_KEY'], message: 'required in production: the key that signs emailed links (openssl rand -base64 32)' });
    if (env.LINK_SIGNING_KEY === env.STAFF_MFA_KEY) ctx.addIssue({ code: 'custom', path: ['LINK_SIGNING_KEY'], message: 'must not be STAFF_MFA_KEY: one key for the TOTP secrets, another for the links' });
    if (env.ADMIN_PASSWORD_LOGIN === 'on') ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD_LOGIN'], message: 'on is for development: production retires the password once an owner with MFA exists (until-owner, the default) or refuses it (off)' });
    if (env.ADMIN_PASSWORD_LOGIN === 'off') return;
    if (!env.ADMIN_PASSWORD) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'required in production: the admin sign-in password' });
    else if (env.ADMIN_PASSWORD.length < MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: `must be at least ${MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH} characters in production` });
    }
  });
export type AdminEnv = z.infer<typeof AdminEnv>;
// dist/config/env.js and src/config/env.ts both sit three levels below the repo root.
const repoRoot = resolve(__dirname, '..', '..', '..');
export const agencyContentFileOf = (env: Pick<AdminEnv, 'AGENCY_CONTENT_FILE'>) => agencyContentFileAt(env.AGENCY_CONTENT_FILE, repoRoot);

/** Injection token of this process's parsed env (the platform module provides it): modules build their providers from it. */
export const ADMIN_ENV = Symbol('ADMIN_ENV');

/** How the ADMIN_PASSWORD sign-in stands: as set, else retiring itself in production and open elsewhere. */
export const passwordSignInOf = (env: Pick<AdminEnv, 'ADMIN_PASSWORD_LOGIN' | 'NODE_ENV'>) => env.ADMIN_PASSWORD_LOGIN ?? (env.NODE_ENV === 'production' ? 'until-owner' : 'on');
export type PasswordSignIn = ReturnType<typeof passwordSignInOf>;

/** How the desk reaches the agency's OpenID Connect provider; null when none is connected. */
export interface SingleSignOnSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string[];
  name: string;
  /** Where the provider sends the browser back: the sign-in page, which finishes the sign-in. */
  redirectUri: string;
}

export function singleSignOnOf(env: Pick<AdminEnv, 'STAFF_SSO_ISSUER' | 'STAFF_SSO_CLIENT_ID' | 'STAFF_SSO_CLIENT_SECRET' | 'STAFF_SSO_DOMAINS' | 'STAFF_SSO_NAME' | 'PUBLIC_URL'>): SingleSignOnSettings | null {
  const { STAFF_SSO_ISSUER: issuer, STAFF_SSO_CLIENT_ID: clientId, STAFF_SSO_CLIENT_SECRET: clientSecret, STAFF_SSO_DOMAINS: domains } = env;
  if (!issuer || !clientId || !clientSecret || !domains) return null;
  return { issuer, clientId, clientSecret, domains, name: env.STAFF_SSO_NAME ?? providerNameOf(issuer), redirectUri: new URL(ADMIN_LOGIN_PATH, env.PUBLIC_URL).toString() };
}

function providerNameOf(issuer: string): string {
  const { hostname } = new URL(issuer);
  if (hostname === 'accounts.google.com') return 'Google';
  if (hostname === 'login.microsoftonline.com') return 'Microsoft';
  return hostname;
}

export const draftsFromOf = (env: Pick<AdminEnv, 'DRAFTS_FROM' | 'OPENAI_API_KEY'>): GeneratedBy => generatedByOf(env.DRAFTS_FROM, env.OPENAI_API_KEY);

/** Parsed once at boot; a bad variable stops the process with every problem listed. */
export function loadAdminEnv(source: Record<string, string | undefined> = process.env): Readonly<AdminEnv> {
  return parseEnv(AdminEnv, source);
}
