import { appendFile } from 'node:fs/promises';
import type { WorkerEnv } from '../config/env';
import type { RenderedEmail } from './render-order-confirmation';

/** One email as the development outbox keeps it: a JSON line, the text part only. */
export interface OutboxEntry {
  at: string;
  to: string;
  subject: string;
  text: string;
}

export interface EmailOutbox {
  /** Appends the email to the outbox file (one line per email, so several worker processes can share it). */
  keep(to: string, email: RenderedEmail): Promise<void>;
}

/**
 * Development without SMTP: each email the worker would send, written to EMAIL_OUTBOX_FILE, so a developer
 * (and `npm run seed`) can open its links, a client account's confirmation included. Null when unset;
 * production refuses the variable (the file holds one-time links).
 */
export function createEmailOutbox(env: Pick<WorkerEnv, 'EMAIL_OUTBOX_FILE'>): EmailOutbox | null {
  const file = env.EMAIL_OUTBOX_FILE;
  if (!file) return null;
  return {
    async keep(to, { subject, text }) {
      const entry: OutboxEntry = { at: new Date().toISOString(), to, subject, text };
      await appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    },
  };
}
