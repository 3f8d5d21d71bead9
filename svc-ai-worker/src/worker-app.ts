import { SHIPPED_LETTERHEAD_ADDRESS } from '@biz/contracts';
import { createJobProducer, jobBackoffOf, readAgencyContentFile, REDIS_DEADLINES_MS, startWorker, timedCheck, type JobHandler, type RunningWorker, type WorkerLogger } from '@biz/server-kit/without-nest';
import { Redis } from 'ioredis';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { deliverEmailHandler } from './admin/deliver-email.handler';
import { generateEmailHandler } from './admin/generate-email.handler';
import { generateOnboardingFormHandler } from './admin/generate-onboarding-form.handler';
import { sendOrderConfirmationHandler } from './billing/send-order-confirmation.handler';
import { agencyContentFileOf, type WorkerEnv } from './config/env';
import { createEmailOutbox } from './email/email-outbox';
import { createMailer, SMTP_TIMEOUTS_MS } from './email/mailer';
import type { EmailDeliveryDeps } from './email/deliver-once';
import { organizerOf, type Organizer } from './email/render-call-invite';
import { SendOnceLedger } from './email/send-once-ledger';
import { createHealthServer } from './health/health-server';
import { generatePlanHandler } from './intake/generate-plan.handler';
import { createLlmChat, type LlmChat } from './llm/llm-chat';
import { renderPlanPdfHandler } from './pdf/render-plan-pdf.handler';
import { renderSavingsReportHandler } from './pdf/render-savings-report.handler';
import { renderSignedProposalHandler } from './pdf/render-signed-proposal.handler';
import { submissionAlertHandler } from './intake/submission-alert.handler';
import { suggestWorkflowsHandler } from './intake/suggest-workflows.handler';
import { systemPingHandler } from './system/system-ping.handler';

export interface WorkerApp {
  /** The bound health port (useful when WORKER_PORT is 0). */
  port: number;
  workerId: string;
  /** Finishes the active jobs, then releases Redis and the port. Safe to call twice. */
  close(): Promise<void>;
}

// Below the gateway's health deadline, so a slow Redis shows up here as down rather than as a dead worker.
const pingTimeoutMs = 500;
// Outlasts the longest possible send (connect + greeting + an idle socket), so an expired claim means a dead holder.
const emailClaimMs = SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;
const emailSentMs = 30 * 24 * 60 * 60 * 1000;

export interface AiHandlerDeps extends EmailDeliveryDeps {
  workerId: string;
  chat: LlmChat | null;
  organizer: Organizer;
}

/** What the worker does for each job of the `ai` queue. */
export function aiHandlers({ workerId, chat, producer, mailer, ledger, outbox, letterhead, organizer }: AiHandlerDeps): JobHandler[] {
  return [
    systemPingHandler(workerId),
    suggestWorkflowsHandler(chat),
    generatePlanHandler(producer, chat),
    sendOrderConfirmationHandler({ producer, mailer, ledger, outbox, letterhead }),
    renderPlanPdfHandler(),
    renderSavingsReportHandler(),
    renderSignedProposalHandler(),
    generateEmailHandler(chat),
    generateOnboardingFormHandler(chat),
    submissionAlertHandler({ mailer, ledger, outbox, letterhead }),
    deliverEmailHandler({ producer, mailer, ledger, outbox, letterhead }, organizer),
  ];
}

/** Wires the `ai` queue worker and its health port; main.ts adds only env, logging and signals. */
export async function startWorkerApp(env: WorkerEnv, logger: WorkerLogger): Promise<WorkerApp> {
  const workerId = `${hostname()}:${process.pid}`;
  // Results for other services (plans, email reports) leave through their inbox queues.
  const producer = createJobProducer({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX });
  const chat = createLlmChat(env, logger);
  const mailer = createMailer(env);
  // A command waits for a reconnection up to the command deadline, then fails the job (retried later): a
  // silent Redis must not hold a job, and its slot, forever.
  const ledgerRedis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, commandTimeout: REDIS_DEADLINES_MS.command, connectionName: 'biz-worker-email' });
  ledgerRedis.on('error', () => undefined); // surfaces as the failure of the job that needed it
  const ledger = new SendOnceLedger(ledgerRedis, env.QUEUE_PREFIX, { claimMs: emailClaimMs, sentMs: emailSentMs });
  const { letterhead } = readAgencyContentFile(agencyContentFileOf(env));
  if (env.NODE_ENV === 'production' && letterhead.address === SHIPPED_LETTERHEAD_ADDRESS) {
    // Every email signs with it: a stand-in address is one no client can write to.
    logger.error({ file: agencyContentFileOf(env) }, `every email still signs with the shipped stand-in address: put the agency's postal address in letterhead.address of ${agencyContentFileOf(env)} (AGENCY_CONTENT_FILE) and restart the worker`);
  }
  const handlers = aiHandlers({ workerId, chat, producer, mailer, ledger, outbox: createEmailOutbox(env), letterhead, organizer: organizerOf(env.SMTP_FROM) });
  const worker: RunningWorker = startWorker('ai', handlers, {
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    concurrency: env.WORKER_CONCURRENCY,
    lockDurationMs: env.WORKER_LOCK_MS,
    backoff: jobBackoffOf(env),
    logger,
  });
  // A separate client for probes: the worker's own connection retries forever, a probe must fail fast.
  const probe = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectionName: 'biz-worker-probe' });
  probe.on('error', () => undefined); // reported through /readyz instead

  const server = createHealthServer(async () => ({
    // A probe asked while its connection is still being made (just after start) waits for it within the deadline.
    redis: await timedCheck(async () => {
      if (probe.status !== 'ready') await once(probe, 'ready', { signal: AbortSignal.timeout(pingTimeoutMs) });
      return probe.ping();
    }, pingTimeoutMs),
    worker: worker.isRunning() ? { status: 'up' } : { status: 'down', error: 'worker is not running' },
  }));
  server.listen(env.WORKER_PORT, env.SERVICE_HOST);
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    port,
    workerId,
    close() {
      closing ??= (async () => {
        await worker.close();
        await producer.close();
        mailer?.close();
        if (ledgerRedis.status === 'ready') await ledgerRedis.quit().catch(() => ledgerRedis.disconnect());
        else ledgerRedis.disconnect();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await probe.quit().catch(() => probe.disconnect());
      })();
      return closing;
    },
  };
}
