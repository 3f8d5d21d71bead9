import { AdminDashboardResponse, ClientDashboardResponse, formatUsd, isProposed, PublicProposal, Proposal, SendProposalResponse, SubmissionProfileResponse, priceOfSelection } from '@biz/contracts';
import { pdfText, startWorkerProcess, waitUntil, type WorkerProcess } from '@biz/server-kit/testing';
import { proveEmailOf, signUpClient } from '../../testing/account-emails';
import { plannedClient } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { proposalTokenIn } from '../../testing/proposal-links';

// Issue 46's walk of every price one business is shown, on real svc-intake, svc-billing and worker
// processes: the wizard's picks, the plan, the plan PDF, the proposal, its email, the signed PDF, the
// client's portal, the record's value and the Pipeline Value tell one story (decisions 064 and 066).
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  stack = await startAdminOnContexts({ BOOKING_RATE_LIMIT_PER_MINUTE: '1000' });
  worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await stack?.close();
});

const get = (url: string, cookie = stack.cookie) => stack.t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object, cookie?: string) => stack.t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
/** A document the worker renders: its first render may miss the stack's deadline, and the retry its Retry-After asks for is served. */
async function pdfTextOf(url: string): Promise<string> {
  let res = await get(url);
  for (let retry = 0; retry < 2 && res.statusCode === 503; retry++) res = await get(url);
  expect(res.statusCode).toBe(200);
  return (await pdfText(res.rawPayload)).pageTexts.join('\n');
}
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await get(`/api/admin/clients/${id}/profile`)).json());
const acceptedInPipeline = async () => AdminDashboardResponse.parse((await get('/api/admin/dashboard')).json()).pipeline.proposals;

it('walks every price one business is shown, from its picks to its signed proposal, and finds one story', async () => {
  const email = 'owner@price-walk.example';
  const { submission, selectedWorkflows } = await plannedClient(stack.contexts, 'Price Walk Dental', email);
  const id = submission.id;
  // The picks, priced by the one function: the plan's totals are its setup and the monthly plan that runs them.
  const price = priceOfSelection(selectedWorkflows);
  expect(submission.plan).toMatchObject({ totalSetupCost: price.setupCents, totalMonthlyCost: price.plan!.monthlyPrice });
  expect(submission.totalValue).toBe(price.firstYearCents);
  const planPdf = await pdfTextOf(`/api/admin/clients/${id}/plan/pdf`);
  for (const cents of [price.setupCents, price.plan!.monthlyPrice]) expect(planPdf).toContain(formatUsd(cents));

  // The record, before anything is bought or signed: the selection's first year, proposed.
  expect(await profileOf(id)).toMatchObject({ submission: { totalValue: price.firstYearCents }, acceptedProposalsCents: 0 });

  // The proposal drafted from the plan: the same automations at the same prices, the same plan a month.
  const draft = Proposal.parse((await post(`/api/admin/clients/${id}/proposals`, {}, stack.cookie)).json());
  expect(draft.items).toEqual(selectedWorkflows.map((w) => ({ title: w.title, setupCents: w.setupCost })));
  expect(draft.figures).toMatchObject({ setupCents: price.setupCents, plan: price.plan!.name, monthlyCents: price.plan!.monthlyPrice, firstYearCents: price.firstYearCents });
  const sent = SendProposalResponse.parse((await post(`/api/admin/proposals/${draft.id}/send`, {}, stack.cookie)).json());
  const [linkEmail] = await stack.t.query<{ body: string }>('SELECT body FROM $schema.agency_emails WHERE id = $1', [sent.emailId]);
  expect(linkEmail.body).toContain(`Due on acceptance: ${formatUsd(draft.figures.dueOnAcceptanceCents)}. Then ${formatUsd(price.plan!.monthlyPrice)} a month`);

  // The client's portal shows the picks as proposed, at the same setup.
  const cookie = await signUpClient(stack.t, { email, businessName: 'Price Walk Dental' });
  await proveEmailOf(stack.t, email);
  const portal = ClientDashboardResponse.parse((await get('/api/client/dashboard', cookie)).json());
  expect(portal.automations.every(isProposed)).toBe(true);
  expect(portal.automations.reduce((sum, a) => sum + a.setupCost, 0)).toBe(price.setupCents);

  // The client's page reads the figures as sent; signed, the record and the Pipeline Value count its setup once.
  const token = proposalTokenIn(linkEmail.body);
  const shown = PublicProposal.parse((await post('/api/proposals/view', { token })).json());
  expect(shown.document.figures).toEqual(draft.figures);
  const before = await acceptedInPipeline();
  expect((await post('/api/proposals/accept', { token, signerName: 'Walker Price', agree: true, documentHash: shown.documentHash })).statusCode).toBe(200);
  await waitUntil(async () => (await profileOf(id)).pipeline.stage === 'won', 15_000);
  expect(await profileOf(id)).toMatchObject({ acceptedProposalsCents: price.setupCents, pipeline: { stage: 'won' } });
  expect((await acceptedInPipeline()) - before).toBe(price.setupCents);
  const signedPdf = await pdfTextOf(`/api/admin/proposals/${draft.id}/pdf`);
  for (const cents of [price.setupCents, draft.figures.dueOnAcceptanceCents, price.plan!.monthlyPrice]) expect(signedPdf).toContain(formatUsd(cents));
}, 90_000);
