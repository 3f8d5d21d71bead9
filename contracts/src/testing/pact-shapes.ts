import { MatchersV3 } from '@pact-foundation/pact';
import { EmailStatus, ImpactLevel } from '../index';
import { BUSINESS_ID, SUBMISSION_ID, exampleIntake, exampleLead, examplePlanData, exampleSuggestion } from './api-examples.fixture';

/**
 * The shapes several consumers' pacts expect of the same entities (a suggestion, a submission, an order),
 * with the fixtures as examples: ids, dates and catalog figures are made by the real services, so only
 * their form is pinned. `@biz/contracts/testing/pact`, apart from `/testing` so that only pact specs load
 * Pact. Test-only.
 */
const { eachLike, integer, like, number, regex, uuid } = MatchersV3;

/** An ISO 8601 instant as the services write them (`Date#toISOString`, or Postgres with an offset). */
export const at = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);
/** A calendar day, 'YYYY-MM-DD'. */
export const calendarDay = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
export const oneOf = (values: readonly string[], example: string) => regex(`^(${values.join('|')})$`, example);

/** The content type of every JSON answer. */
export const jsonHeaders = { 'Content-Type': like('application/json; charset=utf-8') };

/** The session cookie a sign-in or signup sets, over http (`__Host-sid` over https). */
export const sessionCookieShape = { 'Set-Cookie': regex('^sid=[^;]*; Max-Age=\\d+; Path=/; HttpOnly(; Secure)?; SameSite=Lax$', 'sid=s3ss10n; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax') };
/** The session cookie a sign-out clears. */
export const clearedSessionCookieShape = { 'Set-Cookie': regex('^sid=; Max-Age=0; Path=/; HttpOnly(; Secure)?; SameSite=Lax$', 'sid=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax') };

/** A completed sign-in's cookies: the session's and the device's (a known device from then on); each value matches one. */
export const signInCookiesShape = {
  'Set-Cookie': regex(
    '^(sid=[^;]+|device=[A-Za-z0-9_-]{43}); Max-Age=\\d+; Path=/; HttpOnly(; Secure)?; SameSite=Lax$',
    'sid=s3ss10n; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax',
  ),
};

export const ORDER_ID = '5e0c9a7b-3f2d-4c1b-8a6e-7d9f0b1c2e3a';

export const suggestionShape = {
  id: like(exampleSuggestion.id),
  title: like(exampleSuggestion.title),
  tags: eachLike(exampleSuggestion.tags[0]),
  description: like(exampleSuggestion.description),
  benefit: like(exampleSuggestion.benefit),
  setupCost: integer(exampleSuggestion.setupCost),
  monthlyCost: integer(exampleSuggestion.monthlyCost),
  impact: oneOf(ImpactLevel.options, exampleSuggestion.impact),
};

/** A generated plan's content. */
export const planDataShape = {
  executiveSummary: like(examplePlanData.executiveSummary),
  implementationTimeline: eachLike({ phase: like('Week 1'), title: like('Setup'), description: like('Connect Instagram and the calendar.') }),
};

/** A client's automation as svc-admin answers it: pending and untouched unless `overrides` says otherwise. */
export const automationShape = (overrides: Record<string, unknown> = {}) => ({
  id: uuid('4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f'),
  title: like(exampleSuggestion.title),
  description: like(exampleSuggestion.description),
  status: 'pending',
  estimatedWeeklyTimeSaved: number(8),
  actualWeeklyTimeSaved: null,
  minutesPerRun: null,
  runMinutesCeiling: 60,
  reportedRuns: null,
  savingsBasis: 'estimated',
  ingestTokenIssuedAt: null,
  setupCost: integer(exampleSuggestion.setupCost),
  monthlyCost: integer(exampleSuggestion.monthlyCost),
  progressPercent: integer(0),
  goLiveDate: null,
  lastActivityAt: null,
  resumeRequestedAt: null,
  sprint: null,
  supportEndsOn: null,
  ...overrides,
});

/** A paid sprint's automation: priced by the sprint (none of its own), with its delivery clock. */
export const sprintAutomationShape = (sprint: 'starter' | 'growth', overrides: Record<string, unknown> = {}) =>
  automationShape({
    setupCost: 0,
    monthlyCost: 0,
    sprint: { orderId: uuid(ORDER_ID), package: sprint, dueAt: at('2026-11-23T08:02:00.000Z'), refunded: false },
    ...overrides,
  });

/** A paid sprint on its business's record: what it covers and how many of its automations are chosen. */
export const sprintShape = (sprint: 'starter' | 'growth', covers: number, chosen: number) => ({
  orderId: uuid(ORDER_ID),
  package: sprint,
  covers,
  chosen,
  paidAt: at('2026-11-22T08:02:00.000Z'),
  dueAt: at('2026-11-23T08:02:00.000Z'),
  refundedAt: null,
});

/** The fixture business as the worker's engines read it (a job's `business`): its answers and submission id. */
export const businessShape = {
  submissionId: uuid(SUBMISSION_ID),
  businessName: like(exampleIntake.businessName),
  contactEmail: like(exampleIntake.contactEmail),
  industry: like(exampleIntake.industry),
  companySize: like(exampleIntake.companySize),
  primaryGoals: eachLike(exampleIntake.primaryGoals[0]),
};

const setup = exampleSuggestion.setupCost;
const monthly = exampleSuggestion.monthlyCost;
const plans = {
  /** No worker runs behind the provider: the plan is still being written. */
  pending: { status: 'pending', planData: null, totalSetupCost: integer(setup), totalMonthlyCost: integer(monthly) },
  generated: {
    status: 'generated',
    planData: planDataShape,
    totalSetupCost: integer(setup),
    totalMonthlyCost: integer(monthly),
  },
};

/** The fixture business, which chose the fixture workflow, with its plan `pending` or `generated`. */
export const submissionShape = (plan: keyof typeof plans) => ({
  id: uuid(SUBMISSION_ID),
  businessId: uuid(BUSINESS_ID),
  businessName: like(exampleIntake.businessName),
  contactEmail: like(exampleIntake.contactEmail),
  industry: like(exampleIntake.industry),
  companySize: like(exampleIntake.companySize),
  monthlyRevenue: like(exampleIntake.monthlyRevenue),
  primaryGoals: eachLike(exampleIntake.primaryGoals[0]),
  currentTools: like(exampleIntake.currentTools),
  painPoints: like(exampleIntake.painPoints),
  totalValue: integer(setup + 12 * monthly),
  status: plan,
  createdAt: at('2026-11-22T08:00:00.000Z'),
  plan: plans[plan],
});

/** A row of the desk's table: the business by its latest submission, with how many it made. */
export const businessRowShape = (plan: keyof typeof plans) => ({ ...submissionShape(plan), submissionCount: integer(1) });

/** The fixture business as its record lists it: its address and its one submission. */
export const businessHistoryShape = (plan: keyof typeof plans) => ({
  id: uuid(BUSINESS_ID),
  emails: eachLike(exampleIntake.contactEmail.toLowerCase()),
  submissions: eachLike({
    id: uuid(SUBMISSION_ID),
    businessName: like(exampleIntake.businessName),
    contactEmail: like(exampleIntake.contactEmail),
    status: plan,
    totalValue: integer(setup + 12 * monthly),
    createdAt: at('2026-11-22T08:00:00.000Z'),
  }),
});

/** A checkout's lead form: the business and email as given, the rest the example's. */
export const leadShape = (lead: { businessName: string; contactEmail: string } = exampleLead) => ({
  businessName: like(lead.businessName),
  contactEmail: like(lead.contactEmail),
  contactPhone: like(exampleLead.contactPhone),
  industry: like(exampleLead.industry),
  businessType: like(exampleLead.businessType),
  currentRevenue: like(exampleLead.currentRevenue),
  mainGoals: like(exampleLead.mainGoals),
  timeline: like(exampleLead.timeline),
});

/** A paid starter sprint; the Orders tab links it to its client by the lead's email and shows the business and phone. */
export const paidOrderShape = (lead: { businessName: string; contactEmail: string } = exampleLead) => ({
  id: uuid(ORDER_ID),
  package: 'starter',
  amountCents: integer(50000),
  currency: 'usd',
  status: 'paid',
  stage: 'paid',
  paymentIntentId: like('pi_test_0123456789abcdef01234567'),
  lead: leadShape(lead),
  failureMessage: null,
  confirmationEmail: oneOf(EmailStatus.options, 'queued'),
  createdAt: at('2026-11-22T08:01:00.000Z'),
  paidAt: at('2026-11-22T08:02:00.000Z'),
  refundedAt: null,
});

export const ACCOUNT_ID = '7a1d2c3b-4e5f-4a6b-9c8d-0e1f2a3b4c5d';

/** The support ticket the fixture business's client opened ('Booking link broken'), and its first message. */
export const TICKET_ID = '8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d';
export const ticketMessageShape = { id: uuid('9b0c1d2e-3f4a-4b5c-9d6e-8f9a0b1c2d3e'), from: 'client', by: null, body: like('Clients say the link 404s.'), createdAt: at('2026-11-24T10:00:00.000Z') };

/** An active subscription as billing projects it (dates and the card are the provider's). */
export const activeSubscriptionShape = (plan: 'Starter' | 'Growth' | 'Enterprise', billing: 'monthly' | 'yearly', overrides: Record<string, unknown> = {}) => ({
  plan,
  status: 'active',
  nextBillingDate: at('2027-11-24T08:00:00.000Z'),
  maxAutomations: integer(10),
  cancelAtPeriodEnd: false,
  billing,
  priceCents: integer(297000),
  currentPeriodEnd: at('2027-11-24T08:00:00.000Z'),
  scheduledChange: null,
  paymentIssue: null,
  actionClientSecret: null,
  card: { brand: like('visa'), last4: like('4242') },
  ...overrides,
});

/** The smallest document a PDF sniffer recognises, as a PDF answer's example: the provider's is the worker's real rendering. */
export const PDF_EXAMPLE = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
