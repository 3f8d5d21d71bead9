import { DEFAULT_PORTS } from '@biz/contracts';
import { resolve } from 'node:path';
import { agencyContentFileAt, CommonEnv, parseEnv, QueuePrefix } from '@biz/server-kit/without-nest';
import { z } from 'zod';

const productionKeepsEmails =
  'required in production: without it confirmation emails are rendered and logged, and no customer receives one. ' +
  'Set SMTP_URL, or EMAIL_MODE=log to keep emails in the log on purpose';

export const WorkerEnv = z
  .object({
    ...CommonEnv,
    // 0 lets the OS pick a free port (tests); the health port is the worker's only listener.
    WORKER_PORT: z.coerce.number().int().min(0).max(65_535).default(DEFAULT_PORTS.WORKER_PORT),
    QUEUE_PREFIX: QueuePrefix,
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
    /** An LLM is used when a key is set; any OpenAI-compatible server works through OPENAI_BASE_URL. */
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** Longest wait for one LLM answer; past it the catalog engine answers. */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** A job of a worker that died is taken over by another after about twice this (BullMQ lock). */
    WORKER_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
    /** How long SIGTERM waits for the active jobs before giving up with exit code 1. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** Email delivery (smtp://user:pass@host:port, smtps:// for TLS); unset, emails are rendered and logged, not sent. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    /** Sender of every email: an address, optionally with a display name. */
    SMTP_FROM: z
      .string()
      .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address such as Name <hello@example.com>')
      .default('BizAutomate <hello@bizautomate.example>'),
    /** `log` consents to emails being rendered and logged, never sent, which is what happens without SMTP_URL; production refuses that unless it is said here. `smtp` requires SMTP_URL. */
    EMAIL_MODE: z.enum(['smtp', 'log']).optional(),
    /** Development without SMTP: a file each logged email is appended to (a JSON line), its links included. `npm start` sets it. */
    EMAIL_OUTBOX_FILE: z.string().min(1).optional(),
    /** The agency's content file (decision 025), whose letterhead every email carries (decision 049); the gateway's default. */
    AGENCY_CONTENT_FILE: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.EMAIL_OUTBOX_FILE && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['EMAIL_OUTBOX_FILE'], message: 'development only: it writes every email, one-time links included, to a file' });
    }
    if (env.SMTP_URL && env.EMAIL_MODE === 'log') {
      ctx.addIssue({ code: 'custom', path: ['EMAIL_MODE'], message: 'log keeps emails unsent, yet SMTP_URL is set: unset one of them' });
    }
    if (!env.SMTP_URL && (env.EMAIL_MODE === 'smtp' || (!env.EMAIL_MODE && env.NODE_ENV === 'production'))) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: env.EMAIL_MODE === 'smtp' ? 'required when EMAIL_MODE is smtp' : productionKeepsEmails });
    }
  });
export type WorkerEnv = z.infer<typeof WorkerEnv>;

// dist/config/env.js and src/config/env.ts both sit three levels below the repo root.
const repoRoot = resolve(__dirname, '..', '..', '..');

export const agencyContentFileOf = (env: Pick<WorkerEnv, 'AGENCY_CONTENT_FILE'>) => agencyContentFileAt(env.AGENCY_CONTENT_FILE, repoRoot);

/** Parsed once at boot; a bad value stops the process with one message naming every problem. */
export function parseWorkerEnv(source: Record<string, string | undefined> = process.env): Readonly<WorkerEnv> {
  return parseEnv(WorkerEnv, source);
}
