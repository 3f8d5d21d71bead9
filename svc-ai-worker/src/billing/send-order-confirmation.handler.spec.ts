import { shippedAgencyContent } from '@biz/contracts/testing';
import { attemptsOf, SendOrderConfirmationJob, type JobPayload } from '@biz/contracts';
import type { JobProducer } from '@biz/server-kit/without-nest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmailOutbox } from '../email/email-outbox';
import type { Mailer } from '../email/mailer';
import type { SendClaim } from '../email/send-once-ledger';
import { orderEmailReportJobId, sendOrderConfirmationHandler } from './send-order-confirmation.handler';

const { letterhead } = shippedAgencyContent;

const order: JobPayload<typeof SendOrderConfirmationJob> = {
  emailId: '0b7a9c6e-1d2f-4a3b-8c4d-5e6f7a8b9c0d',
  orderId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  to: 'owner@brightsmile.example',
  businessName: 'Bright Smile Dental',
  package: 'starter',
  amountCents: 50000,
  paidAt: '2026-11-23T15:04:05.000Z',
};
const lastAttempt = attemptsOf(SendOrderConfirmationJob);

function setUp(claim: SendClaim, send: Mailer['send'] = async () => '<m1@bizautomate.example>') {
  const reports: Array<{ payload: Record<string, unknown>; jobId: string }> = [];
  const producer: Pick<JobProducer, 'enqueue'> = {
    enqueue: async (_job, payload, { jobId }) => (reports.push({ payload: payload as Record<string, unknown>, jobId }), jobId),
  };
  const mailer = { send: jest.fn(send), close: () => undefined };
  const ledger = { claim: jest.fn(async () => claim), markSent: jest.fn(async () => undefined), release: jest.fn(async () => undefined) };
  return { reports, mailer, ledger, handler: sendOrderConfirmationHandler({ producer, mailer, ledger, letterhead }) };
}

describe('sending an order confirmation', () => {
  it('sends a claimed email, records it as sent and reports sent with the message id', async () => {
    const { handler, mailer, ledger, reports } = setUp({ state: 'claimed' });
    await expect(handler.handle(order, { jobId: 'job-1', attempt: 1 })).resolves.toEqual({ delivered: true });
    expect(mailer.send).toHaveBeenCalledWith('owner@brightsmile.example', expect.objectContaining({ subject: 'Your Starter Sprint is confirmed — next steps' }), order.emailId);
    expect(ledger.markSent).toHaveBeenCalledWith(order.emailId, '<m1@bizautomate.example>');
    expect(reports).toEqual([{ jobId: orderEmailReportJobId(order.emailId, 'sent'), payload: expect.objectContaining({ status: 'sent', messageId: '<m1@bizautomate.example>', error: null }) }]);
  });

  it('does not send an email sent before, and reports it again with the first message id', async () => {
    const { handler, mailer, reports } = setUp({ state: 'sent', messageId: '<m0@bizautomate.example>' });
    await expect(handler.handle(order, { jobId: 'job-2', attempt: 1 })).resolves.toEqual({ delivered: true });
    expect(mailer.send).not.toHaveBeenCalled();
    expect(reports.map((r) => r.payload)).toEqual([expect.objectContaining({ status: 'sent', messageId: '<m0@bizautomate.example>' })]);
  });

  it.each([1, lastAttempt])('leaves an email another job is sending to that job, on attempt %i too: no send, no report', async (attempt) => {
    const { handler, mailer, reports } = setUp({ state: 'busy', holder: 'job-1' });
    await expect(handler.handle(order, { jobId: 'job-2', attempt })).rejects.toThrow(/being sent by job job-1/);
    expect(mailer.send).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
  });

  it('gives the claim back when SMTP fails and reports nothing while BullMQ still retries', async () => {
    const { handler, ledger, reports } = setUp({ state: 'claimed' }, async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:1'); });
    await expect(handler.handle(order, { jobId: 'job-1', attempt: lastAttempt - 1 })).rejects.toThrow(/ECONNREFUSED/);
    expect(ledger.release).toHaveBeenCalledWith(order.emailId, 'job-1');
    expect(ledger.markSent).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
  });

  it('reports failed with the SMTP error on the last attempt, and still fails the job', async () => {
    const { handler, reports } = setUp({ state: 'claimed' }, async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:1'); });
    await expect(handler.handle(order, { jobId: 'job-1', attempt: lastAttempt })).rejects.toThrow(/ECONNREFUSED/);
    expect(reports).toEqual([{
      jobId: orderEmailReportJobId(order.emailId, 'failed'),
      payload: expect.objectContaining({ status: 'failed', messageId: null, error: 'connect ECONNREFUSED 127.0.0.1:1', subject: 'Your Starter Sprint is confirmed — next steps' }),
    }]);
  });

  it('only logs the rendered email when no SMTP is configured, without touching the ledger', async () => {
    const reports: unknown[] = [];
    const ledger = { claim: jest.fn(), markSent: jest.fn(), release: jest.fn() };
    const handler = sendOrderConfirmationHandler({ producer: { enqueue: async (_j, payload) => (reports.push(payload), '') }, mailer: null, ledger, letterhead });
    await expect(handler.handle(order, { jobId: 'job-1', attempt: 1 })).resolves.toEqual({ delivered: false });
    expect(ledger.claim).not.toHaveBeenCalled();
    expect(reports).toEqual([expect.objectContaining({ status: 'logged', messageId: null, error: null, html: expect.stringContaining('$500.00'), text: expect.stringContaining('$500.00') })]);
  });

  it('writes a logged email to the development outbox, one JSON line each, when EMAIL_OUTBOX_FILE is set', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox.jsonl');
    const ledger = { claim: jest.fn(), markSent: jest.fn(), release: jest.fn() };
    const handler = sendOrderConfirmationHandler({ producer: { enqueue: async () => '' }, mailer: null, ledger, letterhead, outbox: createEmailOutbox({ EMAIL_OUTBOX_FILE: file }) });
    await handler.handle(order, { jobId: 'job-1', attempt: 1 });
    await handler.handle({ ...order, emailId: randomUUID() }, { jobId: 'job-2', attempt: 1 });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual([1, 2].map(() => expect.objectContaining({ to: order.to, subject: 'Your Starter Sprint is confirmed — next steps', text: expect.stringContaining('$500.00') })));
  });
});
