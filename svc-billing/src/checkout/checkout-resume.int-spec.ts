import { CHECKOUT_RESUME_LINK_DAYS, CHECKOUT_RESUME_LINK_OPENS, CreateCheckoutResumeLinkResponse, CreatePaymentIntentResponse, OrderListResponse, ResumeCheckoutResponse, WithdrawCheckoutResumeLinksResponse, LinkMessage } from '@biz/contracts';
import { resumeTokenHash } from './resume-token';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { exampleLead, testCard } from '../testing/checkout.fixtures';

let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingTestApp({ ABANDONED_CHECKOUT_AFTER_MINUTES: '5' });
});

afterAll(async () => {
  await t?.close();
});

const lead = { ...exampleLead, businessName: 'Left Cart Bakery', contactEmail: 'Flour@leftcart.example' };
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
const openCheckout = async (checkoutKey: string) => CreatePaymentIntentResponse.parse((await post('/api/create-payment-intent', { package: 'growth', checkoutKey, lead })).json()).clientSecret;
const leadOrders = async (stage = 'all') => OrderListResponse.parse((await t.app.inject({ method: 'GET', url: `/internal/orders?email=flour%40leftcart.example&stage=${stage}` })).json()).orders;
const linkFor = (orderId: string, email = 'flour@LEFTCART.example') => post(`/internal/orders/${orderId}/resume-link`, { email });

describe('an abandoned checkout, and the link that resumes it', () => {
  let orderId: string;
  let token: string;

  it('keeps one order per lead and package across page loads with new checkout keys', async () => {
    const first = await openCheckout('6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b0c7a91');
    const second = await openCheckout('0b7a2c5e-1d3f-4a6b-8c9d-7e5f3a1b2c4d');
    expect(second).toBe(first);
    const orders = await leadOrders();
    expect(orders).toHaveLength(1);
    orderId = orders[0].id;
  });

  it(`turns abandoned once left alone past ABANDONED_CHECKOUT_AFTER_MINUTES (5 here)`, async () => {
    expect(await leadOrders('abandoned')).toEqual([]);
    await t.query(`UPDATE $schema.orders SET last_checkout_at = now() - interval '6 minutes' WHERE id = $1`, [orderId]);
    expect((await leadOrders('abandoned')).map((o) => o.id)).toEqual([orderId]);
  });

  it('issues a link only for an order of that email, stored as a hash', async () => {
    expect((await linkFor(orderId, 'someone@else.example')).statusCode).toBe(404);
    const res = await linkFor(orderId);
    expect(res.statusCode).toBe(200);
    const link = CreateCheckoutResumeLinkResponse.parse(res.json());
    expect(link.order).toMatchObject({ id: orderId, stage: 'abandoned', package: 'growth' });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan((CHECKOUT_RESUME_LINK_DAYS - 1) * 86_400_000);
    token = link.token;
    expect(await t.query(`SELECT 1 FROM $schema.checkout_resume_links WHERE token_hash = $1`, [token])).toEqual([]);
  });

  it('resumes with the package and the lead to prefill; an altered token is a 404', async () => {
    const res = await post('/api/checkout/resume', { token });
    expect(ResumeCheckoutResponse.parse(res.json())).toEqual({ package: 'growth', lead });
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await post('/api/checkout/resume', { token: altered });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'CheckoutLinkInvalid' } });
    expect((await post('/api/checkout/resume', { token: 'short' })).statusCode).toBe(400);
  });

  it('an expired link is a 410', async () => {
    const { token: old } = CreateCheckoutResumeLinkResponse.parse((await linkFor(orderId)).json());
    await t.query(`UPDATE $schema.checkout_resume_links SET expires_at = now() - interval '1 second' WHERE created_at = (SELECT max(created_at) FROM $schema.checkout_resume_links)`);
    const res = await post('/api/checkout/resume', { token: old });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: { code: 'CheckoutLinkExpired' } });
  });

  it(`a link resumes ${CHECKOUT_RESUME_LINK_OPENS} times at most; withdrawn, every live link of the order is a 410 saying so`, async () => {
    const { token: busy } = CreateCheckoutResumeLinkResponse.parse((await linkFor(orderId)).json());
    // As if opened all but once already.
    await t.query(`UPDATE $schema.checkout_resume_links SET opens = $2 WHERE token_hash = $1`, [resumeTokenHash(busy), CHECKOUT_RESUME_LINK_OPENS - 1]);
    expect((await post('/api/checkout/resume', { token: busy })).statusCode).toBe(200);
    const usedUp = await post('/api/checkout/resume', { token: busy });
    expect([usedUp.statusCode, usedUp.json()]).toEqual([410, { error: { code: 'CheckoutLinkExpired', message: LinkMessage.checkoutUsedUp } }]);

    expect((await post(`/internal/orders/${orderId}/resume-links/withdraw`, { email: 'someone@else.example' })).statusCode).toBe(404);
    const withdrawn = await post(`/internal/orders/${orderId}/resume-links/withdraw`, { email: 'FLOUR@leftcart.example' });
    expect(WithdrawCheckoutResumeLinksResponse.parse(withdrawn.json()).withdrawn).toBeGreaterThanOrEqual(2);
    const refused = await post('/api/checkout/resume', { token });
    expect([refused.statusCode, refused.json()]).toEqual([410, { error: { code: 'CheckoutLinkExpired', message: LinkMessage.checkoutWithdrawn } }]);
    // A link issued after works.
    const { token: fresh } = CreateCheckoutResumeLinkResponse.parse((await linkFor(orderId)).json());
    expect((await post('/api/checkout/resume', { token: fresh })).statusCode).toBe(200);
  });

  it('the resumed checkout pays the same order; then the link is spent and no new link is issued', async () => {
    const clientSecret = await openCheckout('9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a');
    expect((await post('/api/billing/test-mode/confirm-payment', { clientSecret, card: testCard() })).json()).toMatchObject({ status: 'succeeded' });
    expect((await leadOrders()).map((o) => [o.id, o.status])).toEqual([[orderId, 'paid']]);
    const spent = await post('/api/checkout/resume', { token });
    expect(spent.statusCode).toBe(410);
    const paid = await linkFor(orderId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ error: { code: 'OrderAlreadyPaid' } });
  });
});
