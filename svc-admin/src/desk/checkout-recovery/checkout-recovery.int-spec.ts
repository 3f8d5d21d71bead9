import { CheckoutRecoveryTemplateResponse, DEFAULT_CHECKOUT_RECOVERY_TEMPLATE, ErrorEnvelope, SendEmailResponse, SubmissionProfileResponse, WithdrawCheckoutRecoveryResponse, LinkMessage } from '@biz/contracts';
import { waitUntil } from '@biz/server-kit/testing';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// Real svc-intake and svc-billing processes behind the recovery of an abandoned checkout.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startAdminOnContexts({ PUBLIC_URL: 'https://agency.example' });
  ids.unpaid = await clientThrough(stack.contexts, 'Left Cart Spa', 'Owner@leftcart.example', { select: 0, order: 'unpaid' });
  ids.paid = await clientThrough(stack.contexts, 'Paid Salon', 'owner@paid.example', { select: 0 });
  // The payment's work (its task, the portal invitation, then the move to Won) is written before a test counts what is.
  await waitUntil(async () => (await profileOf(ids.paid)).pipeline.stage === 'won', 10_000);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const TEMPLATE_URL = '/api/admin/email-templates/checkout-recovery';
const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => stack.t.app.inject({ method, url, headers: { cookie: stack.cookie }, ...(payload ? { payload } : {}) });
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await asAdmin('GET', `/api/admin/clients/${id}/profile`)).json());
/** What a refused request must not have written: templates, emails and audit events. */
const written = () =>
  stack.t.query<{ templates: number; emails: number; audit: number }>(
    'SELECT (SELECT count(*)::int FROM $schema.email_templates) AS templates, (SELECT count(*)::int FROM $schema.agency_emails) AS emails, (SELECT count(*)::int FROM $schema.audit_events WHERE action <> \'submission.viewed\') AS audit',
  );
const sendRecovery = (id: string, orderId: string) => asAdmin('POST', `/api/admin/clients/${id}/checkout-recovery`, { orderId });

describe('the recovery email template', () => {
  it('is the default until the agency saves its own', async () => {
    expect(CheckoutRecoveryTemplateResponse.parse((await asAdmin('GET', TEMPLATE_URL)).json())).toEqual({ ...DEFAULT_CHECKOUT_RECOVERY_TEMPLATE, updatedAt: null });
  });

  it.each([
    ['an empty subject', { subject: '', body: 'Pay here {{resumeLink}}' }, 'subject'],
    ['a body without the link', { subject: 'Hi {{businessName}}', body: 'Pay here, no link' }, 'body'],
    ['a misspelt placeholder', { subject: 'Hi {{bussinessName}}', body: 'Pay here {{resumeLink}}' }, 'subject'],
    ['an unknown placeholder', { subject: 'Hi', body: 'Pay {{resumeLink}} {{price}}' }, 'body'],
    ['a body over 5,000 characters', { subject: 'Hi', body: `{{resumeLink}}${'x'.repeat(5000)}` }, 'body'],
    ['no body', { subject: 'Hi' }, 'body'],
  ])('refuses %s with a 400 on the field, and keeps the template', async (_case, payload, field) => {
    const before = await written();
    const res = await asAdmin('PUT', TEMPLATE_URL, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(ErrorEnvelope.parse(res.json()).error.fields ?? {})).toContain(field);
    expect(await written()).toEqual(before);
  });

  it('saves the agency\'s wording, which the next read answers', async () => {
    const template = { subject: 'Still thinking, {{ businessName }}?', body: 'Your {{packageName}} waits: {{resumeLink}}\n— The team' };
    const saved = CheckoutRecoveryTemplateResponse.parse((await asAdmin('PUT', TEMPLATE_URL, template)).json());
    expect(saved).toMatchObject(template);
    expect(saved.updatedAt).not.toBeNull();
    expect(CheckoutRecoveryTemplateResponse.parse((await asAdmin('GET', TEMPLATE_URL)).json())).toEqual(saved);
  });
});

describe('sending the recovery email', () => {
  it('queues the filled-in template to the lead with a link that resumes that order, and the timeline says so', async () => {
    const [order] = (await profileOf(ids.unpaid)).orders;
    const res = await sendRecovery(ids.unpaid, order.id);
    expect(res.statusCode).toBe(200);
    const { emailId } = SendEmailResponse.parse(res.json());

    const profile = await profileOf(ids.unpaid);
    const email = profile.emails.find((e) => e.id === emailId)!;
    expect(email).toMatchObject({ to: 'Owner@leftcart.example', subject: 'Still thinking, Left Cart Spa?', status: 'queued' });
    expect(email.body).toMatch(/^Your Starter Sprint waits: https:\/\/agency\.example\/lockin\/checkout\/starter\?resume=[A-Za-z0-9_-]{43}\n— The team$/);
    expect(profile.timeline.some((e) => e.kind === 'admin-action' && e.action === 'checkout.recovery-sent')).toBe(true);
    expect(profile.timeline.some((e) => e.kind === 'email' && e.emailId === emailId && e.status === 'queued')).toBe(true);
  });

  it("refuses another business's order (404) and a paid one (409), sending nothing", async () => {
    const [unpaidOrder] = (await profileOf(ids.unpaid)).orders;
    const [paidOrder] = (await profileOf(ids.paid)).orders;
    const before = await written();
    const foreign = await sendRecovery(ids.paid, unpaidOrder.id);
    expect([foreign.statusCode, ErrorEnvelope.parse(foreign.json()).error.code]).toEqual([404, 'OrderNotFound']);
    const paid = await sendRecovery(ids.paid, paidOrder.id);
    expect([paid.statusCode, ErrorEnvelope.parse(paid.json()).error.code]).toEqual([409, 'OrderAlreadyPaid']);
    expect((await sendRecovery(ids.unpaid, 'not-an-id')).statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('withdrawing the links sent', () => {
  it("stops every resume link of the order (the checkout page is told so), only for the business's own order, and the timeline says so", async () => {
    const [order] = (await profileOf(ids.unpaid)).orders;
    const { emailId } = SendEmailResponse.parse((await sendRecovery(ids.unpaid, order.id)).json());
    const email = (await profileOf(ids.unpaid)).emails.find((e) => e.id === emailId)!;
    const token = /resume=([A-Za-z0-9_-]{43})/.exec(email.body)![1];
    const resume = () => fetch(`${stack.contexts.billingUrl}/api/checkout/resume`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    expect((await resume()).status).toBe(200);

    const foreign = await asAdmin('POST', `/api/admin/clients/${ids.paid}/checkout-recovery/withdraw`, { orderId: order.id });
    expect([foreign.statusCode, ErrorEnvelope.parse(foreign.json()).error.code]).toEqual([404, 'OrderNotFound']);
    const withdrawn = await asAdmin('POST', `/api/admin/clients/${ids.unpaid}/checkout-recovery/withdraw`, { orderId: order.id });
    expect(WithdrawCheckoutRecoveryResponse.parse(withdrawn.json()).withdrawn).toBeGreaterThanOrEqual(1);
    const refused = await resume();
    expect([refused.status, await refused.json()]).toEqual([410, { error: { code: 'CheckoutLinkExpired', message: LinkMessage.checkoutWithdrawn } }]);
    expect((await profileOf(ids.unpaid)).timeline.some((e) => e.kind === 'admin-action' && e.action === 'checkout.recovery-withdrawn')).toBe(true);
  });
});
