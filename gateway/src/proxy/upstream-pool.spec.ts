import { Endpoints, endpointPath, ErrorEnvelope } from '@biz/contracts';
import { request } from 'undici';
import { deadUrl, startUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';

const post = endpointPath('businessIntake');
const get = endpointPath('subscriptionPlans');
const probeIntervalMs = 100;
const portOf = (url: string) => Number(new URL(url).port);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(gateway: RunningGateway, path: string, body?: string) {
  const res = await request(`${gateway.url}${path}`, { method: body === undefined ? 'GET' : 'POST', body, headers: { 'content-type': 'application/json' } });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: (await res.body.json()) as unknown };
}

/** How many of `upstream`'s requests were API requests (the probes ask /readyz). */
const apiRequests = (upstream: FakeUpstream) => upstream.requests.filter((r) => r.url !== '/readyz').length;

describe('gateway balancing over the instances of a service', () => {
  const started: { close(): Promise<void> }[] = [];
  const track = <T extends { close(): Promise<void> }>(thing: T) => (started.push(thing), thing);
  afterEach(async () => {
    await Promise.all(started.splice(0).map((thing) => thing.close()));
  });

  async function gatewayOver(intake: string[], billing: string[] = intake) {
    return track(await startGateway({ INTAKE_URL: intake.join(','), BILLING_URL: billing.join(','), UPSTREAM_PROBE_INTERVAL_MS: String(probeIntervalMs) }));
  }

  it('sends requests to the instances in turn', async () => {
    const [a, b] = [track(await startUpstream('a')), track(await startUpstream('b'))];
    const gateway = await gatewayOver([a.url, b.url]);
    for (let i = 0; i < 10; i++) expect((await send(gateway, post, '{}')).status).toBe(200);
    expect([apiRequests(a), apiRequests(b)]).toEqual([5, 5]);
  });

  it('sends a request (with its body) to another instance when one refuses the connection, and stops trying the one that refused', async () => {
    const live = track(await startUpstream('live'));
    const gateway = await gatewayOver([await deadUrl(), live.url]);
    const body = JSON.stringify({ note: 'x'.repeat(50_000) });
    for (let i = 0; i < 6; i++) expect((await send(gateway, post, body)).status).toBe(200);
    expect(live.requests.filter((r) => r.url !== '/readyz').map((r) => r.body.length)).toEqual(Array(6).fill(body.length));
  });

  it('takes an instance out when its /readyz fails, and back in when it answers again', async () => {
    let ready = true;
    const flaky = track(await startUpstream('flaky', (req, res) => {
      res.writeHead(req.url === '/readyz' && !ready ? 503 : 200, { 'content-type': 'application/json' });
      res.end('{}');
    }));
    const steady = track(await startUpstream('steady'));
    const gateway = await gatewayOver([flaky.url, steady.url]);
    ready = false;
    await delay(probeIntervalMs * 3);
    const before = apiRequests(flaky);
    for (let i = 0; i < 4; i++) await send(gateway, post, '{}');
    expect(apiRequests(flaky)).toBe(before);
    ready = true;
    await delay(probeIntervalMs * 3);
    for (let i = 0; i < 4; i++) await send(gateway, post, '{}');
    expect(apiRequests(flaky)).toBe(before + 2);
  });

  it('readmits an instance that was stopped once it listens again', async () => {
    const first = await startUpstream('first');
    const other = track(await startUpstream('other'));
    const gateway = await gatewayOver([first.url, other.url]);
    await first.close();
    for (let i = 0; i < 4; i++) expect((await send(gateway, post, '{}')).status).toBe(200);
    const restarted = track(await startUpstream('first again', undefined, portOf(first.url)));
    await delay(probeIntervalMs * 3);
    for (let i = 0; i < 4; i++) expect((await send(gateway, post, '{}')).status).toBe(200);
    expect(apiRequests(restarted)).toBe(2);
  });

  it('sends a read again when the connection breaks before an answer, but not a write, which may have been done', async () => {
    const breaking = track(await startUpstream('breaking', (req, res) => (req.url === '/readyz' ? res.end('{}') : res.socket?.destroy())));
    const steady = track(await startUpstream('steady'));
    const gateway = await gatewayOver([breaking.url, steady.url]);
    const reads = await Promise.all([send(gateway, get), send(gateway, get)]);
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
    expect(apiRequests(steady)).toBe(2);
    await delay(probeIntervalMs * 3); // its /readyz answers, so it is back in rotation
    const writes = await Promise.all([send(gateway, post, '{}'), send(gateway, post, '{}')]);
    expect(writes.map((r) => r.status).sort()).toEqual([200, 503]);
    expect([apiRequests(breaking), apiRequests(steady)]).toEqual([2, 3]);
  });

  it('answers 503 with Retry-After when no instance takes the connection', async () => {
    const gateway = await gatewayOver([await deadUrl(), await deadUrl()]);
    const res = await send(gateway, post, '{}');
    expect(res.status).toBe(503);
    expect(res.retryAfter).toBeDefined();
    expect(ErrorEnvelope.parse(res.body).error.message).toBe(`The ${Endpoints.businessIntake.service} service is unavailable. Please try again shortly.`);
  });
});
