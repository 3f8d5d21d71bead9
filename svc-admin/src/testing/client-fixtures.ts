import { BusinessIntakeResponse, CreatePaymentIntentResponse, TestCards, type PackageName, type SubmissionDetailResponse } from '@biz/contracts';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET, InternalClient } from '@biz/server-kit';
import { waitUntil } from '@biz/server-kit/testing';
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
  /** The sprint it checks out (default starter). */
  sprint?: PackageName;
  /** The wizard's other answers (default: a solo salon that wants less manual work, nothing optional). */
  answers?: Record<string, unknown>;
}

/**
 * A business as visitors make one through the public APIs of the real contexts: the intake, a selection
 * (so a plan and a generation log), a starter sprint checkout. Answers its submission id.
 */
export async function clientThrough(contexts: ContextProcesses, businessName: string, contactEmail: string, { select = 2, order = 'paid', sprint = 'starter', answers }: ClientJourney = {}): Promise<string> {
  const { client: { id }, suggestions } = BusinessIntakeResponse.parse(
    await contexts.post(`${contexts.intakeUrl}/api/business-intake`, { industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'], ...answers, businessName, contactEmail }),
  );
  if (select) await contexts.post(`${contexts.intakeUrl}/api/workflow-selection`, { clientId: id, selectedWorkflows: suggestions.slice(0, select) });
  if (order !== 'none') await sprintCheckout(contexts, businessName, contactEmail, order, sprint);
  return id;
}

/** A sprint checkout (starter unless told) of this lead at the real billing process: begun and left unpaid, or paid with a test card. */
export async function sprintCheckout(contexts: ContextProcesses, businessName: string, contactEmail: string, order: 'unpaid' | 'paid', sprint: PackageName = 'starter'): Promise<void> {
  const { clientSecret } = CreatePaymentIntentResponse.parse(
    await contexts.post(`${contexts.billingUrl}/api/create-payment-intent`, { package: sprint, lead: sprintLeadOf(businessName, contactEmail) }),
  );
  if (order === 'paid') {
    await contexts.post(`${contexts.billingUrl}/api/billing/test-mode/confirm-payment`, { clientSecret, card: { number: TestCards.success, expMonth: 12, expYear: 2040, cvc: '123' } });
  }
}

/** svc-intake's full record of a submission (internal API), as svc-admin reads it. */
export const submissionDetailOf = (contexts: ContextProcesses, id: string): Promise<SubmissionDetailResponse> =>
  new InternalClient({ baseUrl: contexts.intakeUrl, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('submissionDetail', { params: { id } });

/** A business that chose two workflows and whose plan the worker (which must run on the contexts' prefix) has generated. */
export async function plannedClient(contexts: ContextProcesses, businessName: string, contactEmail: string): Promise<SubmissionDetailResponse> {
  const id = await clientThrough(contexts, businessName, contactEmail, { order: 'none' });
  let detail = await submissionDetailOf(contexts, id);
  await waitUntil(async () => (detail = await submissionDetailOf(contexts, id)).submission.status === 'generated', 15_000);
  if (detail.submission.status !== 'generated') throw new Error(`no plan was generated for ${businessName}`);
  return detail;
}

/** A signed-in client's calls to the real billing process, with its own session cookie (as its Subscription tab makes them). */
export function billingAs(contexts: Pick<ContextProcesses, 'billingUrl'>, cookie: string) {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${contexts.billingUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const card = async (number: string = TestCards.success) =>
    String((await post('/api/billing/test-mode/payment-methods', { card: { number, expMonth: 12, expYear: 2040, cvc: '123' } })).body.paymentMethodId);
  return {
    post,
    card,
    subscribe: async (planName: 'Starter' | 'Growth' | 'Enterprise', billing: 'monthly' | 'yearly') => (await post('/api/create-subscription', { planName, billing, paymentMethodId: await card() })).status,
  };
}
