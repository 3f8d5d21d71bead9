import { AgencyEmailReportedJob, BusinessHappenedJob, CallReminderJob, CallReminderLead, DeliveredEmailStatus, LeadEmailJob, LeadEmailKind, NotificationEvents, NotifyAgencyJob, OrderPaidJob, PackageName, PaymentIssue, StageCause, SubscriptionPaymentIssueJob, SubscriptionPlanName, SubscriptionStartedJob } from '@biz/contracts';
import { expectJob, runnerOf } from '@biz/server-kit/testing/pact';
import { exampleLead, SUBMISSION_ID } from '@biz/contracts/testing';
import { ACCOUNT_ID, at, leadShape, oneOf } from '@biz/contracts/testing/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { startAdminOnContexts } from '../../testing/context-processes';
import { AdminInbox } from './admin-inbox';

// The worker's report on an email the agency sent, as svc-admin's inbox stores it in its own schema; billing's
// news; the desk's own happenings. Real svc-intake and svc-billing processes answer what the handlers ask.
const edge = { consumer: 'svc-admin', provider: 'svc-ai-worker' };
const { integer, like, uuid } = MatchersV3;
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
beforeAll(async () => {
  stack = await startAdminOnContexts();
}, 60_000);
afterAll(() => stack?.close());
const runner = (job: Parameters<typeof runnerOf>[1]) => runnerOf(stack.t.app.get(AdminInbox).handlers(), job);

describe('svc-ai-worker → svc-admin (jobs on the admin-inbox queue)', () => {
  it('stores the report of an agency email', async () => {
    const content = { emailId: uuid('7d3e1c2b-9a8f-4e6d-8c5b-4a3f2e1d0c9b'), status: oneOf(DeliveredEmailStatus.options, 'sent'), messageId: like('<a1b2c3@bizautomate.example>'), error: null };
    await expectJob(edge, 'the report of a sent agency email', AgencyEmailReportedJob, content, runner(AgencyEmailReportedJob));
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
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-billing' }, 'a renewal that was declined', SubscriptionPaymentIssueJob, content, runner(SubscriptionPaymentIssueJob));
  });

  it('moves the business of a paid sprint to Won, made from the lead form it was paid with when its email has none', async () => {
    const content = { orderId: uuid('2b7c9d1e-3f4a-4b5c-8d6e-7f8a9b0c1d2e'), contactEmail: like(exampleLead.contactEmail), package: oneOf(PackageName.options, 'starter'), paidAt: at('2026-11-22T08:02:00.000Z'), startsAt: at('2026-11-22T08:02:00.000Z'), lead: leadShape() };
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-billing' }, 'a paid order', OrderPaidJob, content, runner(OrderPaidJob));
  });

  it("moves the business of a client account whose subscription started to Won", async () => {
    const content = { accountId: uuid(ACCOUNT_ID), subscriptionId: like('sub_sim0123456789abcdef01'), plan: oneOf(SubscriptionPlanName.options, 'Starter') };
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-billing' }, 'a subscription paid for the first time', SubscriptionStartedJob, content, runner(SubscriptionStartedJob));
  });
});

// The emails the wizard promises a lead: svc-intake asks, the desk's log sends (an unknown submission: nothing to send).
describe('svc-intake → svc-admin (jobs on the admin-inbox queue)', () => {
  it('emails a lead about its selection or its plan', async () => {
    const content = { submissionId: uuid(SUBMISSION_ID), selectionId: uuid('3c8d2e1f-4a5b-4c6d-9e7f-8a9b0c1d2e3f'), kind: oneOf(LeadEmailKind.options, 'plan-on-its-way') };
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-intake' }, 'a lead to email about its selection or its plan', LeadEmailJob, content, runner(LeadEmailJob));
  });

  it("tells the agency's members of a new lead", async () => {
    const content = { event: oneOf(NotificationEvents, 'new-lead'), eventKey: uuid(SUBMISSION_ID), recordId: uuid(SUBMISSION_ID), businessName: like(exampleLead.businessName), detail: null };
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-intake' }, 'a new lead to tell the agency of', NotifyAgencyJob, content, runner(NotifyAgencyJob));
  });
});

// What the agency did that moves a business on (a call booked, an automation started or live), made a job so the request never fails for the move.
describe('svc-admin → svc-admin (its own jobs on the admin-inbox queue)', () => {
  it('moves the business of a submission on', async () => {
    const content = { submissionId: uuid(SUBMISSION_ID), happening: oneOf(StageCause.exclude(['by-hand']).options, 'call-booked') };
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-admin' }, 'a call booked', BusinessHappenedJob, content, runner(BusinessHappenedJob));
  });

  it('sends a call reminder when due (nothing for a call it does not know)', async () => {
    const content = { callId: uuid('5c1f7a2e-3b4d-4e6f-8a9b-0c1d2e3f4a5b'), sequence: integer(0), lead: oneOf(CallReminderLead.options, '24h') };
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-admin' }, 'a call reminder due', CallReminderJob, content, runner(CallReminderJob));
  });

  it("tells the agency's members of a call booked", async () => {
    const content = { event: oneOf(NotificationEvents, 'call-booked'), eventKey: like('5c1f7a2e-3b4d-4e6f-8a9b-0c1d2e3f4a5b-0'), recordId: uuid(SUBMISSION_ID), businessName: like(exampleLead.businessName), detail: like('2026-12-07 10:00') };
    await expectJob({ consumer: 'svc-admin-inbox', provider: 'svc-admin' }, 'a call booked to tell the agency of', NotifyAgencyJob, content, runner(NotifyAgencyJob));
  });
});
