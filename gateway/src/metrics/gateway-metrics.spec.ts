import { endpointPath, METRICS_PATH } from '@biz/contracts';
import { request } from 'undici';
import { deadUrl, startUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { metricValue } from '@biz/server-kit/testing';

describe('gateway /metrics on the internal listener', () => {
  let intake: FakeUpstream;
  let gateway: RunningGateway;
  beforeAll(async () => {
    intake = await startUpstream('intake');
    gateway = await startGateway({ INTAKE_URL: `${intake.url},${await deadUrl()}`, UPSTREAM_PROBE_INTERVAL_MS: '50' });
  });
  afterAll(async () => {
    await gateway.close();
    await intake.close();
  });

  const scrape = async () => (await request(`${gateway.internalUrl}${METRICS_PATH}`)).body.text();
  const get = async (path: string, method = 'GET') => (await request(`${gateway.url}${path}`, { method, body: method === 'POST' ? '{}' : undefined })).body.dump();

  it('counts requests by API endpoint (never by the path as sent), status and method, and times them', async () => {
    await get(endpointPath('businessIntake'), 'POST');
    await get(endpointPath('businessIntake'), 'POST');
    await get('/api/no-such-thing/42');
    const text = await scrape();
    expect(metricValue(text, 'http_requests_total', { route: 'businessIntake', method: 'POST', status: '200' })).toBe(2);
    expect(metricValue(text, 'http_request_duration_seconds_count', { route: 'businessIntake', method: 'POST' })).toBe(2);
    expect(metricValue(text, 'http_requests_total', { route: 'api', status: '404' })).toBe(1);
    expect(text).not.toContain('no-such-thing');
    expect(metricValue(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('shows each service\'s instances in and out of rotation', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200)); // a few probe rounds
    const text = await scrape();
    expect(metricValue(text, 'gateway_upstream_instances', { service: 'intake', rotation: 'in' })).toBe(1);
    expect(metricValue(text, 'gateway_upstream_instances', { service: 'intake', rotation: 'out' })).toBe(1);
  });

  it('is not served on the public port (there the path is just a page of the site)', async () => {
    const res = await request(`${gateway.url}${METRICS_PATH}`);
    expect(res.headers['content-type']).not.toMatch(/^text\/plain/);
    expect(await res.body.text()).not.toContain('http_requests_total');
  });
});
