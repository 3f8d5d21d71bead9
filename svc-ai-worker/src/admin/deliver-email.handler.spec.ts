import { shippedAgencyContent } from '@biz/contracts/testing';
import { randomUUID } from 'node:crypto';
import { organizerOf } from '../email/render-call-invite';
import { deliverEmailHandler } from './deliver-email.handler';

// The narrow fakes deliverOnce takes: what was sent, and what was reported to svc-admin's inbox.
function handlerWithFakes() {
  const sent: string[] = [];
  const reported: string[] = [];
  const handler = deliverEmailHandler(
    {
      producer: { enqueue: async (_job, payload) => (reported.push(String((payload as { status: string }).status)), 'job') },
      mailer: { send: async (to) => (sent.push(to), '<id@bizautomate.example>'), close: () => undefined },
      ledger: { claim: async () => ({ state: 'claimed' }), markSent: async () => undefined, release: async () => undefined },
      letterhead: shippedAgencyContent.letterhead,
    },
    organizerOf('BizAutomate <hello@bizautomate.example>'),
  );
  const deliver = (linkExpiresAt?: string) =>
    handler.handle({ emailId: randomUUID(), to: 'owner@example.com', subject: 'Choose a new password', text: 'Open this link', ...(linkExpiresAt ? { linkExpiresAt } : {}) }, { jobId: 'j1', attempt: 1 });
  return { sent, reported, deliver };
}

describe('an email carrying a one-time link', () => {
  it('is sent while its link lives', async () => {
    const { sent, deliver } = handlerWithFakes();
    expect(await deliver(new Date(Date.now() + 60_000).toISOString())).toEqual({ delivered: true });
    expect(sent).toEqual(['owner@example.com']);
  });

  it('is not sent once its link has died (a worker that was down), and says so', async () => {
    const { sent, reported, deliver } = handlerWithFakes();
    expect(await deliver(new Date(Date.now() - 1_000).toISOString())).toEqual({ delivered: false });
    expect(sent).toEqual([]);
    expect(reported).toEqual(['failed']);
  });
});
