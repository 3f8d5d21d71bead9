import { healthReport, timedCheck } from './health-checks';

describe('health checks', () => {
  it('report a dependency up with its latency', async () => {
    const check = await timedCheck(async () => 'fine');
    expect(check).toEqual({ status: 'up', latencyMs: expect.any(Number) });
  });

  it('report a failing dependency down with the reason', async () => {
    expect(await timedCheck(async () => Promise.reject(new Error('ECONNREFUSED')))).toEqual({ status: 'down', error: 'ECONNREFUSED' });
  });

  it('report a hanging dependency down after the timeout instead of hanging the probe', async () => {
    const started = Date.now();
    const check = await timedCheck(() => new Promise(() => undefined), 50);
    expect(check).toEqual({ status: 'down', error: 'timed out after 50 ms' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('make the report degraded when any check is down', () => {
    expect(healthReport('svc-x', { postgres: { status: 'up', latencyMs: 1 }, redis: { status: 'down', error: 'x' } }).status).toBe('degraded');
    expect(healthReport('svc-x', {}).status).toBe('ok');
  });
});
