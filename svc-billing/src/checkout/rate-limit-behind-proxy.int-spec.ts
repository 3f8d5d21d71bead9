import { freePort, startServiceProcess, type ServiceProcess } from '@biz/server-kit/testing';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';

// The whole path of a real deployment: visitors → a load balancer on loopback (this test) → the real
// gateway process (TRUST_PROXY: loopback) → svc-billing's checkout rate limit.
let billing: BillingTestApp;
let gateway: ServiceProcess;
let gatewayUrl: string;

beforeAll(async () => {
  billing = await startBillingTestApp({ BILLING_RATE_LIMIT_PER_MINUTE: '2' });
  await billing.app.listen(0, '127.0.0.1');
  const port = await freePort();
  gateway = await startServiceProcess(
    'gateway',
    { GATEWAY_PORT: String(port), GATEWAY_HOST: '127.0.0.1', GATEWAY_INTERNAL_PORT: String(await freePort()), BILLING_URL: await billing.app.getUrl(), TRUST_PROXY: 'loopback' },
    'gateway ready',
  );
  gatewayUrl = `http://127.0.0.1:${port}`;
}, 30_000);

afterAll(async () => {
  await gateway?.stop();
  await billing?.close();
});

/** A checkout post as the load balancer forwards it for the visitor at `visitor`. */
const checkoutFrom = (visitor: string) =>
  fetch(`${gatewayUrl}/api/create-payment-intent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({ package: 'starter' }),
  }).then((res) => res.status);

it('behind a trusted proxy, each visitor keeps a limit of its own (an IPv6 visitor per /64)', async () => {
  expect([await checkoutFrom('203.0.113.1'), await checkoutFrom('203.0.113.1'), await checkoutFrom('203.0.113.1')]).toEqual([200, 200, 429]);
  expect(await checkoutFrom('203.0.113.2')).toBe(200);
  // A forged entry to the left of what the proxy appended changes nothing.
  expect(await checkoutFrom('198.51.100.66, 203.0.113.1')).toBe(429);

  expect([await checkoutFrom('2001:db8:1:2::a'), await checkoutFrom('2001:db8:1:2::b'), await checkoutFrom('2001:db8:1:2:ffff::c')]).toEqual([200, 200, 429]);
  expect(await checkoutFrom('2001:db8:1:3::a')).toBe(200);
}, 30_000);
