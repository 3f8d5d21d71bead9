import { AgencyEmailReportedJob, DeliveredEmailStatus, PaymentIssue, SubscriptionPaymentIssueJob, SubscriptionPlanName } from '@biz/contracts';
import { expectJob, runnerOf } from '@biz/server-kit/testing/pact';
import { ACCOUNT_ID, oneOf } from '@biz/ui-kit/jest/pact-shapes';
import { MatchersV3 } from '@pact-foundation/pact';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { AdminInbox } from './admin-inbox';

// The worker's report on an email the agency sent, as svc-admin's inbox stores it in its own schema.
const edge = { consumer: 'svc-admin', provider: 'svc-ai-worker' };
const { like, uuid } = MatchersV3;
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp();
});
afterAll(() => t?.close());

describe('svc-ai-worker → svc-admin (jobs on the admin-inbox queue)', () => {
  it('stores the report of an agency email', async () => {
    const content = { emailId: uuid('7d3e1c2b-9a8f-4e6d-8c5b-4a3f2e1d0c9b'), status: oneOf(DeliveredEmailStatus.options, 'sent'), messageId: like('<a1b2c3@bizautomate.example>'), error: null };
    await expectJob(edge, 'the report of a sent agency email', AgencyEmailReportedJob, content, runnerOf(t.app.get(AdminInbox).handlers(), AgencyEmailReportedJob));
  });
});

// Named apart from svc-admin's HTTP pact with svc-billing (one file per consumer and provider): the inbox is its message consumer.
describe('svc-billing → svc-admin (jobs on the admin-inbox queue)', () => {
  it("tells the client of a renewal it must act on", async () => {
    const content = {
      accountId: uuid(ACCOUNT_ID),
      invoiceId: like('in_sim0123456789abcdef01'),
      issue: oneOf(PaymentIssue.options, 'payment_failed'),
      plan: oneOf(SubscriptionPlanName.options, 'Starter'),
    };
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-billing' }, 'a renewal that was declined', SubscriptionPaymentIssueJob, content, runnerOf(t.app.get(AdminInbox).handlers(), SubscriptionPaymentIssueJob));
  });
});
