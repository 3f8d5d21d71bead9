import { rm } from 'node:fs/promises';
import { request } from 'undici';
import { deadUrl, startUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { tempWebRoot } from '../testing/web-root';

describe('security headers', () => {
  let webRoot: string;
  let admin: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    webRoot = await tempWebRoot({ 'shell/dist/index.html': '<!doctype html><title>shell</title>' });
    admin = await startUpstream('admin');
    gateway = await startGateway({ WEB_ROOT: webRoot, ADMIN_URL: admin.url, INTAKE_URL: await deadUrl(), REMOTE_CLIENT_URL: 'https://cdn.example/client/mf-manifest.json' });
  });
  afterAll(async () => {
    await gateway.close();
    await admin.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['a page', 'GET', '/', 200],
    ['a proxied answer', 'GET', '/api/admin/status', 200],
    ['a 503 for a service that is down', 'POST', '/api/business-intake', 503],
    ['a 404', 'GET', '/api/nope', 404],
    ['a 405', 'GET', '/api/business-intake', 405],
    ['the health report', 'GET', '/readyz', 200],
  ] as const)('are on %s', async (_what, method, path, status) => {
    const res = await request(`${gateway.url}${path}`, { method, headers: { accept: 'text/html' }, body: method === 'POST' ? '{}' : undefined });
    await res.body.dump();
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('let the shell load a remote configured on another origin', async () => {
    const res = await request(`${gateway.url}/`);
    await res.body.dump();
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' https://cdn.example");
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over https (behind a trusted proxy)', async () => {
    const gateway = await startGateway({ TRUST_PROXY: 'loopback' });
    try {
      const https = await request(`${gateway.url}/readyz`, { headers: { 'x-forwarded-proto': 'https' } });
      await https.body.dump();
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const http = await request(`${gateway.url}/readyz`);
      await http.body.dump();
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });
});

describe('the content security policy and Stripe', () => {
  const policyOf = async (env: Record<string, string>) => {
    const gateway = await startGateway(env);
    try {
      const res = await request(`${gateway.url}/readyz`);
      await res.body.dump();
      return Object.fromEntries(String(res.headers['content-security-policy']).split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    } finally {
      await gateway.close();
    }
  };

  it('opens exactly the hosts Stripe.js needs when live payments are configured', async () => {
    const policy = await policyOf({ STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' });
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('stays self-only in test mode, and refuses a key that is not a publishable one', async () => {
    const policy = await policyOf({});
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toBeUndefined();
    await expect(startGateway({ STRIPE_PUBLISHABLE_KEY: 'sk_live_oops' })).rejects.toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});
