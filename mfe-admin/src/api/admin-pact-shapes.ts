import { TimelineEvent } from '@biz/contracts';
import { SUBMISSION_ID, exampleIntake, exampleLead, exampleSuggestion } from '@biz/contracts/src/testing/api-examples.fixture';
import { MatchersV3 } from '@pact-foundation/pact';

/**
 * What the admin desk's pacts expect of svc-admin's answers, by shape with the fixtures as examples: the
 * ids, dates and catalog figures are made by the real contexts behind svc-admin, so only their form is
 * pinned. Test-only (imported by the consumer pact spec alone).
 */
const { boolean, eachLike, integer, like, regex, uuid } = MatchersV3;

export const ORDER_ID = '5e0c9a7b-3f2d-4c1b-8a6e-7d9f0b1c2e3a';

export const at = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);
const oneOf = (values: readonly string[], example: string) => regex(`^(${values.join('|')})$`, example);

export const suggestionShape = {
  id: like(exampleSuggestion.id),
  title: like(exampleSuggestion.title),
  tags: eachLike(exampleSuggestion.tags[0]),
  description: like(exampleSuggestion.description),
  benefit: like(exampleSuggestion.benefit),
  setupCost: integer(exampleSuggestion.setupCost),
  monthlyCost: integer(exampleSuggestion.monthlyCost),
  impact: oneOf(['high', 'medium', 'low'], exampleSuggestion.impact),
};

/** A submission that chose one workflow; its plan is still being written (no worker runs behind the provider). */
export const submissionShape = {
  id: uuid(SUBMISSION_ID),
  businessName: like(exampleIntake.businessName),
  contactEmail: like(exampleIntake.contactEmail),
  industry: like(exampleIntake.industry),
  companySize: like(exampleIntake.companySize),
  monthlyRevenue: like(exampleIntake.monthlyRevenue),
  primaryGoals: eachLike(exampleIntake.primaryGoals[0]),
  currentTools: like(exampleIntake.currentTools),
  painPoints: like(exampleIntake.painPoints),
  totalValue: integer(exampleSuggestion.setupCost + 12 * exampleSuggestion.monthlyCost),
  status: 'pending',
  createdAt: at('2026-11-22T08:00:00.000Z'),
  plan: { status: 'pending', planData: null, totalSetupCost: integer(exampleSuggestion.setupCost), totalMonthlyCost: integer(exampleSuggestion.monthlyCost) },
};

/** A paid starter sprint whose lead is the submission's business. */
export const paidOrderShape = {
  id: uuid(ORDER_ID),
  package: 'starter',
  amountCents: integer(50000),
  currency: 'usd',
  status: 'paid',
  stage: 'paid',
  paymentIntentId: like('pi_test_0123456789abcdef01234567'),
  lead: {
    businessName: like(exampleIntake.businessName),
    contactEmail: like(exampleIntake.contactEmail),
    contactPhone: like(exampleLead.contactPhone),
    industry: like(exampleLead.industry),
    businessType: like(exampleLead.businessType),
    currentRevenue: like(exampleLead.currentRevenue),
    mainGoals: like(exampleLead.mainGoals),
    timeline: like(exampleLead.timeline),
  },
  failureMessage: null,
  confirmationEmail: oneOf(['none', 'queued', 'sent', 'logged', 'failed'], 'queued'),
  createdAt: at('2026-11-22T08:01:00.000Z'),
  paidAt: at('2026-11-22T08:02:00.000Z'),
};

const timelineKinds = TimelineEvent.options.map((option) => option.shape.kind.value);

/** GET /api/admin/clients/:id/profile: every event has a kind and a time; the page words each kind. */
export const profileShape = {
  submission: submissionShape,
  suggestions: eachLike(suggestionShape),
  selectedWorkflows: eachLike(suggestionShape),
  selectedAt: at('2026-11-22T08:00:30.000Z'),
  generations: eachLike({
    kind: oneOf(['suggestions', 'plan'], 'suggestions'),
    source: oneOf(['llm', 'catalog', 'catalog-fallback'], 'catalog'),
    model: like('catalog-v1'),
    latencyMs: integer(0),
    promptTokens: integer(0),
    completionTokens: integer(0),
    repaired: boolean(false),
    createdAt: at('2026-11-22T08:00:00.000Z'),
  }),
  orders: eachLike(paidOrderShape),
  timeline: eachLike({ kind: oneOf(timelineKinds, 'submitted'), at: at('2026-11-22T08:00:00.000Z') }),
};
