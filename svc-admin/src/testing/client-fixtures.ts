import { BusinessIntakeResponse, CreatePaymentIntentResponse, TestCards } from '@biz/contracts';
import type { ContextProcesses } from './context-processes';

/** A valid sprint lead form for this business. */
export const sprintLeadOf = (businessName: string, contactEmail: string) => ({
  businessName,
  contactEmail,
  businessType: 'Small Business (2-10 employees)',
  currentRevenue: '$50k - $100k/year',
  mainGoals: 'Answer every DM within a minute',
  timeline: 'ASAP (This week)',
  industry: 'Beauty/Wellness',
  contactPhone: '5551234567',
});

export interface ClientJourney {
  /** Workflows chosen from the offer (0: none). */
  select?: number;
  /** The sprint checkout: none, begun and left unpaid, or paid with a test card. */
  order?: 'none' | 'unpaid' | 'paid';
  /** The wizard's other answers (default: a solo salon that wants less manual work, nothing optional). */
  answers?: Record<string, unknown>;
}

/**
 * A business as visitors make one through the public APIs of the real contexts: the intake, a selection
 * (so a plan and a generation log), a starter sprint checkout. Answers its submission id.
 */
export async function clientThrough(contexts: ContextProcesses, businessName: string, contactEmail: string, { select = 2, order = 'paid', answers }: ClientJourney = {}): Promise<string> {
  const { client: { id }, suggestions } = BusinessIntakeResponse.parse(
    await contexts.post(`${contexts.intakeUrl}/api/business-intake`, { industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'], ...answers, businessName, contactEmail }),
  );
  if (select) await contexts.post(`${contexts.intakeUrl}/api/workflow-selection`, { clientId: id, selectedWorkflows: suggestions.slice(0, select) });
  if (order === 'none') return id;
  const { clientSecret } = CreatePaymentIntentResponse.parse(
    await contexts.post(`${contexts.billingUrl}/api/create-payment-intent`, { package: 'starter', lead: sprintLeadOf(businessName, contactEmail) }),
  );
  if (order === 'paid') {
    await contexts.post(`${contexts.billingUrl}/api/billing/test-mode/confirm-payment`, { clientSecret, card: { number: TestCards.success, expMonth: 12, expYear: 2040, cvc: '123' } });
  }
  return id;
}
