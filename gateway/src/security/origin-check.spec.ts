import { ErrorEnvelope } from '@biz/contracts';
import { request } from 'undici';
import { crossOriginRefusal } from './origin-check';
import { startUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';

describe('cross-origin protection of state-changing API requests', () => {
  let billing: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    billing = await startUpstream('billing');
    gateway = await startGateway({ BILLING_URL: billing.url, ALLOWED_ORIGINS: 'http://app.test, https://shop.example/' });
  });
  afterAll(async () => {
    await gateway.close();
    await billing.close();
  });

  async function send(method: string, path: string, headers: Record<string, string>) {
    const before = billing.requests.length;
    const res = await request(`${gateway.url}${path}`, { method: method as 'POST', headers: { 'content-type': 'application/json', ...headers }, body: method === 'DELETE' ? undefined : '{}' });
    const text = await res.body.text();
    return { status: res.statusCode, text, reachedService: billing.requests.length > before };
  }

  it('refuses a POST from a foreign origin with a 403 envelope, before the service', async () => {
    const res = await send('POST', '/api/create-payment-intent', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(ErrorEnvelope.parse(JSON.parse(res.text)).error.code).toBe('Forbidden');
    expect(res.reachedService).toBe(false);
  });

  it.each(['cross-site', 'same-site'])('refuses a POST the browser calls %s, before the service', async (site) => {
    const res = await send('POST', '/api/create-payment-intent', { 'sec-fetch-site': site });
    expect(res).toMatchObject({ status: 403, reachedService: false });
    expect(ErrorEnvelope.parse(JSON.parse(res.text)).error.code).toBe('Forbidden');
  });

  it('refuses a cross-site POST that carries the visitor’s cookie (the CSRF case)', async () => {
    const res = await send('POST', '/api/create-payment-intent', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', cookie: 'sid=victim' });
    expect(res).toMatchObject({ status: 403, reachedService: false });
  });

  it('trusts Sec-Fetch-Site over an Origin naming the same host', async () => {
    const host = new URL(gateway.url).host;
    expect(await send('POST', '/api/create-payment-intent', { 'sec-fetch-site': 'cross-site', origin: `http://${host}` })).toMatchObject({ status: 403, reachedService: false });
  });

  it('refuses an opaque Origin from an older browser', async () => {
    expect(await send('POST', '/api/create-payment-intent', { origin: 'null' })).toMatchObject({ status: 403, reachedService: false });
  });

  it('lets a client that is not a browser through: no Origin, no Sec-Fetch-Site (curl, servers, integrations)', async () => {
    const res = await send('POST', '/api/create-payment-intent', { 'user-agent': 'curl/8.5.0', accept: '*/*' });
    expect(res).toMatchObject({ status: 200, reachedService: true });
  });

  it.each(['same-origin', 'none'])('lets a request the browser calls %s through', async (site) => {
    expect(await send('POST', '/api/create-payment-intent', { 'sec-fetch-site': site })).toMatchObject({ status: 200, reachedService: true });
  });

  it('lets an older browser through when the Origin names the host it sent the request to', async () => {
    const host = new URL(gateway.url).host;
    expect(await send('POST', '/api/create-payment-intent', { origin: `http://${host}` })).toMatchObject({ status: 200, reachedService: true });
  });

  it('lets an allowed origin through, cross-site or not (trailing slash in the setting ignored)', async () => {
    expect(await send('POST', '/api/create-payment-intent', { origin: 'http://app.test' })).toMatchObject({ status: 200, reachedService: true });
    expect(await send('POST', '/api/create-payment-intent', { origin: 'https://shop.example' })).toMatchObject({ status: 200, reachedService: true });
    expect(await send('POST', '/api/create-payment-intent', { origin: 'http://app.test', 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 200, reachedService: true });
  });

  it.each(['GET', 'HEAD'])('lets a %s through whatever its origin', async (method) => {
    const res = await request(`${gateway.url}/api/subscription-plans`, { method: method as 'GET', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    await res.body.dump();
    expect(res.statusCode).toBe(200);
  });

  it('exempts the Stripe webhook, which is verified by its signature', async () => {
    expect(await send('POST', '/api/webhooks/stripe', { 'sec-fetch-site': 'cross-site', origin: 'https://stripe.example' })).toMatchObject({ status: 200, reachedService: true });
  });
});

describe('default allowed origins', () => {
  it('are the gateway itself on localhost and 127.0.0.1', async () => {
    const billing = await startUpstream('billing');
    const gateway = await startGateway({ BILLING_URL: billing.url, GATEWAY_PORT: '4877' });
    try {
      for (const origin of ['http://localhost:4877', 'http://127.0.0.1:4877']) {
        const ok = await request(`${gateway.url}/api/create-payment-intent`, { method: 'POST', headers: { origin }, body: '{}' });
        await ok.body.dump();
        expect(ok.statusCode).toBe(200);
      }
      const other = await request(`${gateway.url}/api/create-payment-intent`, { method: 'POST', headers: { origin: 'http://localhost:3000' }, body: '{}' });
      await other.body.dump();
      expect(other.statusCode).toBe(403);
    } finally {
      await gateway.close();
      await billing.close();
    }
  });
});

describe('crossOriginRefusal', () => {
  const foreign = { origin: 'https://evil.example', host: 'shop.example' };

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s from a foreign origin', (method) => {
    expect(crossOriginRefusal(method, foreign, [])).toBeDefined();
    expect(crossOriginRefusal(method, { ...foreign, 'sec-fetch-site': 'cross-site' }, [])).toBeDefined();
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('never checks a %s', (method) => {
    expect(crossOriginRefusal(method, { ...foreign, 'sec-fetch-site': 'cross-site' }, [])).toBeUndefined();
  });
});
