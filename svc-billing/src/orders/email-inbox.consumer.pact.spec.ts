import { DeliveredEmailStatus, OrderEmailReportedJob } from '@biz/contracts';
import { expectJob, runnerOf } from '@biz/server-kit/testing/pact';
import { oneOf } from '@biz/contracts/testing/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { EmailInbox } from './email-inbox';

// The worker's report on an order confirmation, as svc-billing's inbox stores it in its email log.
const edge = { consumer: 'svc-billing', provider: 'svc-ai-worker' };
const { like, uuid } = MatchersV3;
let t: BillingTestApp;
beforeAll(async () => {
  t = await startBillingTestApp();
});
afterAll(() => t?.close());

describe('svc-ai-worker → svc-billing (jobs on the billing-inbox queue)', () => {
  it('stores the report of an order confirmation, with what was rendered', async () => {
    const content = {
      emailId: uuid('6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d'),
      status: oneOf(DeliveredEmailStatus.options, 'sent'),
      subject: like('Your Starter sprint is confirmed'),
      html: like('<p>Thank you, Paws &amp; Claws.</p>'),
      text: like('Thank you, Paws & Claws.'),
      messageId: like('<a1b2c3@bizautomate.example>'),
      error: null,
    };
    await expectJob(edge, 'the report of a sent order confirmation', OrderEmailReportedJob, content, runnerOf(t.app.get(EmailInbox).handlers(), OrderEmailReportedJob));
  });
});
