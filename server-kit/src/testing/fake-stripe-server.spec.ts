import { startFakeStripe, type FakePaymentIntent, type FakeStripe } from './fake-stripe-server';

describe('the fake Stripe server', () => {
  let fake: FakeStripe;
  beforeEach(async () => {
    fake = await startFakeStripe();
  });
  afterEach(async () => {
    await fake.close();
  });

  const json = async (res: Response | Promise<Response>) => (await (await res).json()) as FakePaymentIntent & { error: { type: string } };
  const call = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`${fake.url}${path}`, {
      method,
      body,
      headers: { authorization: 'Bearer sk_test_fake', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('creates a PaymentIntent from form fields, with metadata, and records the call', async () => {
    const res = await call('POST', '/v1/payment_intents', 'amount=50000&currency=usd&metadata[package]=starter', { 'idempotency-key': 'k1' });
    const intent = await json(res);
    expect(res.status).toBe(200);
    expect(intent).toMatchObject({ object: 'payment_intent', amount: 50000, currency: 'usd', status: 'requires_payment_method', metadata: { package: 'starter' } });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(fake.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'k1' })]);
  });

  it('answers the same PaymentIntent for a repeated idempotency key, and refuses it with other parameters', async () => {
    const first = await json(call('POST', '/v1/payment_intents', 'amount=50000&currency=usd', { 'idempotency-key': 'k2' }));
    const again = await json(call('POST', '/v1/payment_intents', 'amount=50000&currency=usd', { 'idempotency-key': 'k2' }));
    const other = await call('POST', '/v1/payment_intents', 'amount=100000&currency=usd', { 'idempotency-key': 'k2' });
    expect(again).toEqual(first);
    expect(other.status).toBe(400);
    expect((await json(other)).error.type).toBe('idempotency_error');
    expect(fake.paymentIntents.size).toBe(1);
  });

  it('serves a PaymentIntent as the test set it, 404 for an unknown one, 401 without a key', async () => {
    const { id } = await json(call('POST', '/v1/payment_intents', 'amount=100&currency=usd'));
    fake.setPaymentIntent(id, { status: 'succeeded' });
    expect(await json(call('GET', `/v1/payment_intents/${id}`))).toMatchObject({ id, status: 'succeeded' });
    expect((await call('GET', '/v1/payment_intents/pi_nope')).status).toBe(404);
    expect((await fetch(`${fake.url}/v1/payment_intents/${id}`)).status).toBe(401);
  });
});
