import { AutomationStatus, DeliverEmailJob, EmailType, GenerateEmailJob, GenerateOnboardingFormJob, RenderPlanPdfJob, RenderSavingsReportJob, RenderSignedProposalJob } from '@biz/contracts';
import { exampleIntake, exampleSuggestion } from '@biz/contracts/testing';
import { expectJob, runnerOf } from '@biz/server-kit/testing/pact';
import { at, automationShape, businessShape, calendarDay, oneOf, planDataShape, suggestionShape } from '@biz/contracts/testing/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { pactWorker } from '../testing/pact-worker';

// The jobs svc-admin puts on the `ai` queue, as the worker handles them: each example runs through the
// worker's real handler (the contract's schema first), with no LLM and no SMTP.
const edge = { consumer: 'svc-ai-worker', provider: 'svc-admin' };
const { eachLike, integer, like, regex, uuid } = MatchersV3;
const worker = pactWorker();
afterAll(() => worker.close());

const EMAIL_ID = '7d3e1c2b-9a8f-4e6d-8c5b-4a3f2e1d0c9b';
const email = { emailId: uuid(EMAIL_ID), to: like(exampleIntake.contactEmail), subject: like('Your automation plan'), text: like('Hi Glow Med Spa team,\n\nYour plan is ready.') };

const plan = {
  business: businessShape,
  planData: planDataShape,
  selectedWorkflows: eachLike(suggestionShape),
  totalSetupCost: integer(exampleSuggestion.setupCost),
  totalMonthlyCost: integer(exampleSuggestion.monthlyCost),
  generatedAt: at('2026-11-22T08:00:00.000Z'),
};

const sha256 = regex('^[0-9a-f]{64}$', 'a'.repeat(64));
/** A proposal of the plan's one workflow, sent and accepted (decision 066). */
const signedProposal = {
  document: {
    proposalId: uuid(),
    version: integer(1),
    agencyName: like('BizAutomate'),
    businessName: like(exampleIntake.businessName),
    contactEmail: like(exampleIntake.contactEmail),
    items: eachLike({ title: like(exampleSuggestion.title), setupCents: integer(exampleSuggestion.setupCost) }),
    terms: { kind: 'setup', depositPercent: integer(50) },
    figures: { setupCents: integer(70_000), plan: like('Starter'), monthlyCents: integer(9700), dueOnAcceptanceCents: integer(35_000), balanceCents: integer(35_000), firstYearCents: integer(186_400) },
    message: like(''),
    validUntil: calendarDay('2026-12-21'),
    sentAt: at('2026-12-07T15:00:00.000Z'),
  },
  documentHash: sha256,
  signature: { signerName: like('Ana Silva'), at: at('2026-12-07T15:10:00.000Z'), address: like('127.0.0.1'), userAgent: like('Mozilla/5.0'), documentHash: sha256 },
  timeZone: like('America/New_York'),
};

describe('svc-admin → svc-ai-worker (jobs on the ai queue)', () => {
  it('renders an accepted proposal as signed', async () => {
    await expectJob(edge, 'an accepted proposal to render as signed', RenderSignedProposalJob, signedProposal, runnerOf(worker.handlers, RenderSignedProposalJob));
  });

  it('delivers the email of a signature with the signed proposal attached', async () => {
    await expectJob(edge, "a signed proposal's email, to deliver", DeliverEmailJob, { ...email, proposalPdf: signedProposal }, runnerOf(worker.handlers, DeliverEmailJob));
  });

  it('renders a generated plan as a PDF', async () => {
    await expectJob(edge, 'a generated plan to render as a PDF', RenderPlanPdfJob, plan, runnerOf(worker.handlers, RenderPlanPdfJob));
  });

  it('delivers a plan-ready email with the plan attached as a PDF', async () => {
    await expectJob(edge, 'a plan-ready email with its PDF, to deliver', DeliverEmailJob, { ...email, planPdf: plan, planPdfLink: like(`https://bizautomate.example/api/plan-pdf/${EMAIL_ID}.1798000000.${'s'.repeat(43)}`) }, runnerOf(worker.handlers, DeliverEmailJob));
  });

  it('drafts a plan-ready email from the business and its plan', async () => {
    const content = { business: businessShape, emailType: oneOf(EmailType.options, 'plan_ready'), planData: planDataShape };
    await expectJob(edge, 'a plan-ready email to draft', GenerateEmailJob, content, runnerOf(worker.handlers, GenerateEmailJob));
  });

  it('generates the onboarding form of the chosen workflows', async () => {
    const content = { business: businessShape, selectedWorkflows: eachLike(suggestionShape) };
    await expectJob(edge, 'an onboarding form to generate', GenerateOnboardingFormJob, content, runnerOf(worker.handlers, GenerateOnboardingFormJob));
  });

  it('delivers an email the admin wrote', async () => {
    await expectJob(edge, 'an email the admin wrote, to deliver', DeliverEmailJob, email, runnerOf(worker.handlers, DeliverEmailJob));
  });

  it('delivers a booked call with its calendar invite', async () => {
    const content = {
      ...email,
      invite: {
        uid: regex('^call-[0-9a-f-]{36}@bizautomate$', 'call-0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e@bizautomate'),
        sequence: integer(0),
        method: oneOf(['REQUEST', 'CANCEL'], 'REQUEST'),
        startsAt: at('2026-11-26T15:00:00.000Z'),
        endsAt: at('2026-11-26T15:30:00.000Z'),
        timeZone: like('America/New_York'),
        summary: like('BizAutomate video call with Glow Med Spa'),
        description: like(''),
        meetingLink: regex('^https://\\S+$', 'https://meet.jit.si/BizAutomate-q7Zr2Wc9XyLpA1bN3mK8vQ'),
      },
    };
    await expectJob(edge, 'a booked call with its invite, to deliver', DeliverEmailJob, content, runnerOf(worker.handlers, DeliverEmailJob));
  });

  it("renders a client's savings report as a PDF", async () => {
    const content = {
      businessName: like('Glow Med Spa'),
      preparedOn: calendarDay('2026-11-24'),
      automations: eachLike(automationShape({ status: oneOf(AutomationStatus.options, 'live'), estimatedWeeklyTimeSaved: like(7.5), goLiveDate: calendarDay('2026-11-23'), supportEndsOn: calendarDay('2026-12-22'), lastActivityAt: at('2026-11-24T09:00:00.000Z') })),
      totalWeeklySavings: integer(18750),
      totalMonthlySavings: integer(81250),
      totalTimesSaved: like(7.5),
      liveAutomations: integer(1),
      hourValue: { cents: integer(6000), setFor: oneOf(['client', 'agency-default'], 'client') },
      savingsHistory: eachLike({ weekStart: calendarDay('2026-11-23'), hours: like(7.5), savingsCents: integer(18750) }),
    };
    await expectJob(edge, 'a savings report to render as a PDF', RenderSavingsReportJob, content, runnerOf(worker.handlers, RenderSavingsReportJob));
  });
});
