import { ErrorEnvelope } from '@biz/contracts';
import { request } from 'undici';
import { startUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { startGateway, type RunningGateway } from '../test-support/gateway-harness';

describe('Origin check on state-changing API requests', () => {
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

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s from a foreign origin with a 403 envelope, before the service', async (method) => {
    const res = await send(method, '/api/create-subscription', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(ErrorEnvelope.parse(JSON.parse(res.text)).error.code).toBe('Forbidden');
    expect(res.reachedService).toBe(false);
  });

  it('refuses a POST that says neither Origin nor same-origin', async () => {
    expect(await send('POST', '/api/create-subscription', {})).toMatchObject({ status: 403, reachedService: false });
    expect(await send('POST', '/api/create-subscription', { 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 403 });
    expect(await send('POST', '/api/create-subscription', { origin: 'null' })).toMatchObject({ status: 403 });
  });

  it('lets an allowed origin through (trailing slash in the setting ignored)', async () => {
    expect(await send('POST', '/api/create-subscription', { origin: 'http://app.test' })).toMatchObject({ status: 200, reachedService: true });
    expect(await send('PATCH', '/api/update-subscription', { origin: 'https://shop.example' })).toMatchObject({ status: 200, reachedService: true });
  });

  it('lets a same-origin fetch without Origin through', async () => {
    expect(await send('POST', '/api/create-subscription', { 'sec-fetch-site': 'same-origin' })).toMatchObject({ status: 200, reachedService: true });
  });

  it('lets reads through without any Origin', async () => {
    expect(await send('GET', '/api/subscription-plans', {})).toMatchObject({ status: 200, reachedService: true });
  });

  it('exempts the Stripe webhook, which is verified by its signature', async () => {
    expect(await send('POST', '/api/webhooks/stripe', {})).toMatchObject({ status: 200, reachedService: true });
  });
});

describe('default allowed origins', () => {
  it('are the gateway itself on localhost and 127.0.0.1', async () => {
    const billing = await startUpstream('billing');
    const gateway = await startGateway({ BILLING_URL: billing.url, GATEWAY_PORT: '4877' });
    try {
      for (const origin of ['http://localhost:4877', 'http://127.0.0.1:4877']) {
        const ok = await request(`${gateway.url}/api/create-subscription`, { method: 'POST', headers: { origin }, body: '{}' });
        await ok.body.dump();
        expect(ok.statusCode).toBe(200);
      }
      const other = await request(`${gateway.url}/api/create-subscription`, { method: 'POST', headers: { origin: 'http://localhost:3000' }, body: '{}' });
      await other.body.dump();
      expect(other.statusCode).toBe(403);
    } finally {
      await gateway.close();
      await billing.close();
    }
  });
});
