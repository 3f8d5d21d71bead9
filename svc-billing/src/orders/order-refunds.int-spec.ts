import { CreatePaymentIntentResponse, ErrorEnvelope, GUARANTEE_DAYS, OrderListResponse, RefundOrderResponse, TestCards } from '@biz/contracts';
import { STRIPE, type StripeSeam } from '../stripe/stripe-seam';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { freshLead, testCard } from '../testing/checkout.fixtures';

let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A Growth sprint checkout, paid with a test card unless `unpaid`; answers its order id. */
async function growthOrder({ unpaid = false } = {}): Promise<string> {
  const lead = freshLead();
  const { clientSecret } = CreatePaymentIntentResponse.parse((await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: 'growth', lead } })).json());
  if (!unpaid) await t.app.inject({ method: 'POST', url: '/api/billing/test-mode/confirm-payment', payload: { clientSecret, card: testCard(TestCards.success) } });
  const { orders } = OrderListResponse.parse((await t.app.inject({ method: 'GET', url: `/internal/orders?email=${encodeURIComponent(lead.contactEmail)}` })).json());
  return orders[0].id;
}

const refund = (orderId: string) => t.app.inject({ method: 'POST', url: `/internal/orders/${orderId}/refund`, payload: {} });
const simulatedRefunds = async () => Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.simulated_stripe WHERE object = 'refund'`))[0].n);

it('refunds a paid order within the guarantee once, at the provider too: a second refund answers the refunded order and refunds nothing', async () => {
  const id = await growthOrder();
  const before = await simulatedRefunds();
  const first = await refund(id);
  expect(first.statusCode).toBe(200);
  const { order, refunded } = RefundOrderResponse.parse(first.json());
  expect(refunded).toBe(true);
  expect(order).toMatchObject({ id, status: 'refunded', stage: 'refunded' });
  expect(order.refundedAt).not.toBeNull();

  const second = RefundOrderResponse.parse((await refund(id)).json());
  expect(second).toMatchObject({ refunded: false, order: { status: 'refunded', refundedAt: order.refundedAt } });
  expect(await simulatedRefunds()).toBe(before + 1);
});

it(`refuses a refund once the ${GUARANTEE_DAYS}-day guarantee has ended, and an unpaid order's, changing nothing`, async () => {
  const late = await growthOrder();
  const unpaid = await growthOrder({ unpaid: true });
  // Paid a minute more than the guarantee ago; test mode's clock, ahead by a month, changes nothing.
  await t.query(`UPDATE $schema.orders SET paid_at = now() - make_interval(days => $2, mins => 1) WHERE id = $1`, [late, GUARANTEE_DAYS]);
  await t.app.get<StripeSeam>(STRIPE).simulator!.advance(30 * 24 * 3600);

  const refused = await refund(late);
  expect(refused.statusCode).toBe(422);
  expect(ErrorEnvelope.parse(refused.json()).error).toMatchObject({ code: 'GuaranteeEnded', message: expect.stringContaining('7-day money-back guarantee') });
  const notPaid = await refund(unpaid);
  expect(notPaid.statusCode).toBe(409);
  expect(ErrorEnvelope.parse(notPaid.json()).error.code).toBe('OrderNotRefundable');
  expect(await t.query(`SELECT status FROM $schema.orders WHERE id IN ($1, $2) ORDER BY status`, [late, unpaid])).toEqual([{ status: 'paid' }, { status: 'pending' }]);
});

it('answers 404 for an order it never had, and 400 for an id that is none', async () => {
  expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  expect((await refund('not-an-id')).statusCode).toBe(400);
});
