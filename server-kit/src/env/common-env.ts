import { DEFAULT_AGENCY_TIME_ZONE } from '@biz/contracts';
import { z } from 'zod';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET } from '../http/service-token';

/** A TCP port given as a string in the environment. */
export const Port = z.coerce.number().int().min(1).max(65535);

/** A Postgres schema name: a plain identifier, because it is spliced into DDL. */
export const SchemaName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase identifier (a-z, 0-9, _)');

/** Key prefix of every BullMQ queue, shared by producers and workers; tests use a unique one per run. */
export const QueuePrefix = z.string().regex(/^[\w-]+$/, 'letters, digits, _ and - only').default('biz');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The agency's IANA time zone (`AGENCY_TIME_ZONE`): its days and Monday weeks are the service's, whatever the server's zone. */
export const AgencyTimeZone = z
  .string()
  .default(DEFAULT_AGENCY_TIME_ZONE)
  .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as America/New_York');

/**
 * Variables every process shares (see .env.example). Spread into each process's schema:
 * `z.object({ ...CommonEnv, BILLING_PORT: Port.default(3002) })`.
 */
export const CommonEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).default('postgres://postgres@127.0.0.1:5432/postgres'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).default('redis://127.0.0.1:6379'),
  SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  /** A failed job's first retry waits this long, each next one twice as long, never more than the cap (RetryPolicies). */
  JOB_BACKOFF_BASE_MS: z.coerce.number().int().min(1).default(1_000),
  JOB_BACKOFF_CAP_MS: z.coerce.number().int().min(1).default(10 * 60_000),
  /** A session unused this long is over; every service that reads sessions slides it by the same rule. */
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** A session this old is over however busy it is. */
  SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(12),
  /** What the processes sign and check the tokens of internal calls with; the same in every process. Production refuses the default. */
  SERVICE_TOKEN_SECRET: z.string().min(32, 'must be 32 characters or more (openssl rand -base64 32)').default(DEVELOPMENT_SERVICE_TOKEN_SECRET),
};

/** The retry delays of the jobs a process works on, from its env. */
export const jobBackoffOf = (env: Pick<CommonEnv, 'JOB_BACKOFF_BASE_MS' | 'JOB_BACKOFF_CAP_MS'>) => ({ baseMs: env.JOB_BACKOFF_BASE_MS, capMs: env.JOB_BACKOFF_CAP_MS });
/** The session timeouts every service applies, from its env. */
export const sessionTimeoutsOf = (env: Pick<CommonEnv, 'SESSION_IDLE_TIMEOUT_MINUTES' | 'SESSION_ABSOLUTE_TIMEOUT_HOURS'>) => ({
  idleTimeoutSeconds: env.SESSION_IDLE_TIMEOUT_MINUTES * 60,
  absoluteTimeoutSeconds: env.SESSION_ABSOLUTE_TIMEOUT_HOURS * 60 * 60,
});
export type CommonEnv = z.infer<z.ZodObject<typeof CommonEnv>>;

/**
 * Where a context's generated text comes from: the worker (the one process that calls the LLM) or the
 * catalog engine in process, which is what the worker would run without an LLM, minus a queue round trip
 * and the wait on a worker that may be down.
 */
export const GeneratedBy = z.enum(['worker', 'catalog']);
export type GeneratedBy = z.infer<typeof GeneratedBy>;

/** The worker when an LLM is configured (only whether `OPENAI_API_KEY` is set matters), unless the env says otherwise. */
export const generatedByOf = (explicit: GeneratedBy | undefined, openAiApiKey: string | undefined): GeneratedBy => explicit ?? (openAiApiKey ? 'worker' : 'catalog');
