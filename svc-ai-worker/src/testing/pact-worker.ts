import { shippedAgencyContent } from '@biz/contracts/testing';
import { createJobProducer } from '@biz/server-kit/without-nest';
import { clearRedisPrefix } from '@biz/server-kit/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createMailer } from '../email/mailer';
import { organizerOf } from '../email/render-call-invite';
import { SendOnceLedger } from '../email/send-once-ledger';
import { aiHandlers } from '../worker-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SMTP_FROM = 'BizAutomate <hello@bizautomate.example>';

/**
 * The worker's real handlers of the `ai` queue as its pacts run them, on a queue prefix of their own (where
 * the reports for the services' inboxes go): no LLM (the catalog writes), and SMTP only when given a server
 * (else emails are logged).
 */
export function pactWorker({ smtpUrl }: { smtpUrl?: string } = {}) {
  const prefix = `pact-worker-${randomUUID().slice(0, 8)}`;
  const producer = createJobProducer({ redisUrl, prefix });
  const ledgerRedis = new Redis(redisUrl);
  const ledger = new SendOnceLedger(ledgerRedis, prefix, { claimMs: 60_000, sentMs: 60_000 });
  const mailer = createMailer({ SMTP_URL: smtpUrl, SMTP_FROM });
  return {
    redisUrl,
    prefix,
    handlers: aiHandlers({ workerId: 'pact', chat: null, producer, mailer, ledger, letterhead: shippedAgencyContent.letterhead, organizer: organizerOf(SMTP_FROM) }),
    async close() {
      mailer?.close();
      await producer.close();
      await ledgerRedis.quit();
      await clearRedisPrefix(redisUrl, prefix);
    },
  };
}
