import { DEFAULT_PORTS, PublicUrl } from '@biz/contracts';
import { ClientAddressEnv, CommonEnv, GeneratedBy, generatedByOf, parseEnv, Port, QueuePrefix, SchemaName } from '@biz/server-kit';
import { z } from 'zod';

export const IntakeEnv = z.object({
  ...CommonEnv,
  ...ClientAddressEnv,
  INTAKE_PORT: Port.default(DEFAULT_PORTS.INTAKE_PORT),
  INTAKE_DB_SCHEMA: SchemaName.default('intake'),
  QUEUE_PREFIX: QueuePrefix,
  /** How long a visitor waits for the worker's suggestions before the catalog engine answers in process. */
  SUGGESTION_DEADLINE_MS: z.coerce.number().int().min(50).max(60_000).default(4000),
  /** Where suggestions come from: the worker (LLM) or the catalog in process. Default: the worker when an LLM is configured. */
  SUGGESTIONS_FROM: GeneratedBy.optional(),
  /** Only whether it is set matters here: the worker is the one process that calls the LLM. */
  OPENAI_API_KEY: z.string().optional(),
  /** A plan pending this long is asked for again: longer than a plan job's retries last (about an hour). */
  PLAN_SWEEP_AFTER_SECONDS: z.coerce.number().int().min(1).default(2 * 60 * 60),
  /** How often the pending plans are looked at. */
  PLAN_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).default(60_000),
  /** Where the agency hears of each new submission (an email with a link to its profile); unset, no alert. */
  ADMIN_ALERT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  /** The site's public address, for links in emails (the alert's link to the profile). */
  PUBLIC_URL: PublicUrl,
  /** Public posts (intake and selection) allowed per client IP per minute. */
  INTAKE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});
export type IntakeEnv = z.infer<typeof IntakeEnv>;

/** Parsed once at boot; a bad variable stops the process with every problem listed. */
export function loadIntakeEnv(source: Record<string, string | undefined> = process.env): Readonly<IntakeEnv> {
  return parseEnv(IntakeEnv, source);
}

export type SuggestionsFrom = GeneratedBy;

export const suggestionsFromOf = (env: Pick<IntakeEnv, 'SUGGESTIONS_FROM' | 'OPENAI_API_KEY'>): SuggestionsFrom => generatedByOf(env.SUGGESTIONS_FROM, env.OPENAI_API_KEY);
