import { Endpoints, endpointNames, endpointPath, ErrorEnvelope, QUEUE_DASHBOARD_PATH, RETRY_AFTER_SECONDS } from '@biz/contracts';
import { clientAddressProofOf, DEVELOPMENT_CLIENT_ADDRESS_KEY } from '@biz/server-kit/client-address';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { request } from 'undici';
import { deadUrl, startUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';

const origin = 'http://app.test';
const publicEndpoints = endpointNames.filter((name) => Endpoints[name].audience !== 'internal');

describe('gateway API routing', () => {
  let intake: FakeUpstream;
  let billing: FakeUpstream;
  let admin: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    intake = await startUpstream('intake');
    billing = await startUpstream('billing', (req, res) => {
      if (req.url.startsWith('/api/create-payment-intent')) {
        res.writeHead(201, { 'content-type': 'text/plain', 'set-cookie': ['a=1; Path=/; HttpOnly', 'b=2; Path=/'], 'x-from-service': 'yes', 'cache-control': 'no-store', 'keep-alive': 'timeout=5' });
        res.end('created');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(req.body); // echo the exact bytes
    });
    admin = await startUpstream('admin');
    gateway = await startGateway({ INTAKE_URL: intake.url, BILLING_URL: billing.url, ADMIN_URL: admin.url, ALLOWED_ORIGINS: origin });
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all([intake.close(), billing.close(), admin.close()]);
  });

  it.each([
    ['/api/business-intake', 'intake', 'POST'],
    ['/api/subscription-plans', 'billing', 'GET'],
    ['/api/billing/config', 'billing', 'GET'],
    ['/api/admin/status', 'admin', 'GET'],
    ['/api/auth/user', 'admin', 'GET'],
  ] as const)('sends %s to %s by the declared endpoints', async (path, service, method) => {
    const upstream = { intake, billing, admin }[service];
    const before = upstream.requests.length;
    const res = await request(`${gateway.url}${path}?page=2`, { method, body: method === 'POST' ? '{}' : undefined });
    await res.body.dump();
    expect(res.statusCode).toBe(200);
    expect(upstream.requests.length).toBe(before + 1);
    expect(upstream.requests.at(-1)?.url).toBe(`${path}?page=2`);
  });

  it.each(publicEndpoints)('passes %s with its declared method through', async (name) => {
    const { method, service } = Endpoints[name];
    const upstream = { intake, billing, admin }[service];
    const res = await request(`${gateway.url}${endpointPath(name, { id: randomUUID(), token: 'a-signed-token' })}`, { method, headers: { origin }, body: method === 'GET' ? undefined : '{}' });
    await res.body.dump();
    expect([name, res.statusCode < 300]).toEqual([name, true]);
    expect(upstream.requests.at(-1)?.method).toBe(method);
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)('answers %s on a POST-only endpoint with 405 and Allow, before any service', async (method) => {
    const before = intake.requests.length;
    const res = await request(`${gateway.url}/api/business-intake`, { method, headers: { origin } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(ErrorEnvelope.parse(await res.body.json()).error.code).toBe('MethodNotAllowed');
    expect(intake.requests.length).toBe(before);
  });

  it('forwards headers and sets x-forwarded-*, without hop-by-hop headers', async () => {
    // node:http, because undici's client rewrites the Connection header this test needs to send.
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${gateway.url}/api/admin/status`, {
        headers: {
          'x-custom': 'kept', cookie: 'sid=abc', connection: 'keep-alive, x-drop-me', 'x-drop-me': '1', host: 'shop.example',
          'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', 'x-client-address': '6.6.6.6', 'x-client-address-proof': 'made-up',
          traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', tracestate: 'x=1', baggage: 'user=evil',
        },
      }, (res) => { res.resume(); res.on('end', resolve); });
      req.on('error', reject);
      req.end();
    });
    const seen = admin.requests.at(-1)!.headers;
    expect(seen['x-custom']).toBe('kept');
    expect(seen.cookie).toBe('sid=abc');
    expect(seen['x-drop-me']).toBeUndefined();
    expect(seen['x-forwarded-host']).toBe('shop.example');
    expect(seen['x-forwarded-proto']).toBe('http');
    // No trusted proxy in front: the client's own claim about its address is dropped.
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-client-address']).toBe('127.0.0.1');
    // The address the gateway resolved, with its proof: a service believes nothing else.
    expect(seen['x-client-address-proof']).toBe(clientAddressProofOf(DEVELOPMENT_CLIENT_ADDRESS_KEY, '127.0.0.1'));
    expect(seen['x-real-ip']).toBeUndefined();
    // A client's trace context is not passed on: a service continues the gateway's (its tracing, when on, adds it).
    expect([seen.traceparent, seen.tracestate, seen.baggage]).toEqual([undefined, undefined, undefined]);
  });

  it('appends to X-Forwarded-For only behind a trusted proxy, and passes the client it names', async () => {
    const trusting = await startGateway({ ADMIN_URL: admin.url, TRUST_PROXY: 'loopback' });
    try {
      const res = await request(`${trusting.url}/api/admin/status`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-client-address': '6.6.6.6' } });
      await res.body.dump();
      expect(admin.requests.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(admin.requests.at(-1)?.headers['x-client-address']).toBe('203.0.113.9');
      expect(admin.requests.at(-1)?.headers['x-forwarded-proto']).toBe('https');
    } finally {
      await trusting.close();
    }
  });

  it("streams the raw body bytes, and the status, headers (a service's Cache-Control untouched) and every cookie back", async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255, 0x7b, 0x22]); // not valid JSON or UTF-8 on purpose
    const res = await request(`${gateway.url}/api/webhooks/stripe`, { method: 'POST', body: bytes, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(await res.body.arrayBuffer())).toEqual(bytes);
    expect(billing.requests.at(-1)?.body).toEqual(bytes);
    expect(billing.requests.at(-1)?.headers['content-type']).toBe('application/json');

    const created = await request(`${gateway.url}/api/create-payment-intent`, { method: 'POST', headers: { origin }, body: '{}' });
    expect(created.statusCode).toBe(201);
    expect(await created.body.text()).toBe('created');
    expect(created.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    expect(created.headers['x-from-service']).toBe('yes');
    expect(created.headers['cache-control']).toBe('no-store');
  });

  it('forwards a body sent with Expect: 100-continue (as curl does past 1 KB)', async () => {
    const body = Buffer.alloc(2048, 'x');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${gateway.url}/api/webhooks/stripe`, { method: 'POST', headers: { expect: '100-continue', 'content-length': body.length } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('continue', () => req.end(body));
      req.on('error', reject);
    });
    expect(answer).toEqual({ status: 200, text: body.toString() });
    expect(billing.requests.at(-1)?.headers.expect).toBeUndefined();
  });

  it('gives each request an id, keeps a caller id, and passes it to the service', async () => {
    const fresh = await request(`${gateway.url}/api/admin/status`);
    await fresh.body.dump();
    const id = fresh.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(admin.requests.at(-1)?.headers['x-request-id']).toBe(id);

    const given = await request(`${gateway.url}/api/admin/status`, { headers: { 'x-request-id': 'trace-123' } });
    await given.body.dump();
    expect(given.headers['x-request-id']).toBe('trace-123');
    expect(admin.requests.at(-1)?.headers['x-request-id']).toBe('trace-123');

    const hostile = await request(`${gateway.url}/api/admin/status`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    await hostile.body.dump();
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['/api/nope', '/api', '/internal/intake/submissions', '/internal', '/api/admin/../../internal/x'])('answers 404 with the envelope for %s', async (path) => {
    const calls = intake.requests.length + billing.requests.length + admin.requests.length;
    const res = await request(`${gateway.url}${path}`);
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(await res.body.json()).error.code).toBe('NotFound');
    expect(intake.requests.length + billing.requests.length + admin.requests.length).toBe(calls);
  });

  it.each([QUEUE_DASHBOARD_PATH, `${QUEUE_DASHBOARD_PATH}/`, `${QUEUE_DASHBOARD_PATH}/api/queues?activeQueue=ai&page=1`, `${QUEUE_DASHBOARD_PATH}/static/js/main.js`])(
    'sends the queue dashboard %s to svc-admin as it is (the admin session is checked there)',
    async (path) => {
      const before = admin.requests.length;
      const res = await request(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
      await res.body.dump();
      expect(res.statusCode).toBe(200);
      expect(admin.requests.length).toBe(before + 1);
      expect(admin.requests.at(-1)?.url).toBe(path);
    },
  );

  it('refuses a cross-site write to the queue dashboard (retrying or cleaning jobs) before svc-admin, and passes a same-origin one', async () => {
    const before = admin.requests.length;
    const path = `${QUEUE_DASHBOARD_PATH}/api/queues/ai/retry/failed`;
    const foreign = await request(`${gateway.url}${path}`, { method: 'PUT', headers: { 'sec-fetch-site': 'cross-site', origin: 'http://evil.test' } });
    expect(foreign.statusCode).toBe(403);
    expect(ErrorEnvelope.parse(await foreign.body.json()).error.code).toBe('Forbidden');
    expect(admin.requests.length).toBe(before);
    const own = await request(`${gateway.url}${path}`, { method: 'PUT', headers: { 'sec-fetch-site': 'same-origin', origin } });
    await own.body.dump();
    expect(own.statusCode).toBe(200);
    expect(admin.requests.at(-1)).toMatchObject({ method: 'PUT', url: path });
  });

  it('leaves paths that only begin like the queue dashboard to the pages', async () => {
    const before = admin.requests.length;
    const res = await request(`${gateway.url}${QUEUE_DASHBOARD_PATH}-old`, { headers: { accept: 'text/html' } });
    await res.body.dump();
    expect(admin.requests.length).toBe(before);
  });

  it('answers 404 to a POST under /internal too', async () => {
    const res = await request(`${gateway.url}/internal/anything`, { method: 'POST', headers: { origin }, body: '{}' });
    expect(res.statusCode).toBe(404);
    await res.body.dump();
  });
});

describe('a service that is down', () => {
  it('answers a 503 envelope within 1 s while the other services keep working', async () => {
    const billing = await startUpstream('billing');
    const gateway = await startGateway({ INTAKE_URL: await deadUrl(), BILLING_URL: billing.url, ADMIN_URL: await deadUrl() });
    try {
      const started = Date.now();
      const down = await request(`${gateway.url}/api/business-intake`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, body: '{"a":1}' });
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(down.headers['content-type']).toMatch(/application\/json/);
      expect(await down.body.json()).toEqual({
        error: { code: 'ServiceUnavailable', message: 'The intake service is unavailable. Please try again shortly.' },
      });

      const up = await request(`${gateway.url}/api/subscription-plans`);
      expect(up.statusCode).toBe(200);
      expect(await up.body.json()).toMatchObject({ service: 'billing' });
    } finally {
      await gateway.close();
      await billing.close();
    }
  });
});

describe('a service that does not answer', () => {
  it('answers 503 within 1 s when the connection is never established', async () => {
    // Accepts TCP but never completes the TLS handshake the https upstream URL asks for.
    const sockets: Socket[] = [];
    const peer = createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const gateway = await startGateway({ INTAKE_URL: `https://127.0.0.1:${(peer.address() as AddressInfo).port}` });
    try {
      const started = Date.now();
      const res = await request(`${gateway.url}/api/business-intake`, { method: 'POST', body: '{}' });
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(res.statusCode).toBe(503);
      expect(await res.body.json()).toMatchObject({ error: { code: 'ServiceUnavailable' } });
    } finally {
      await gateway.close();
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    }
  });

  it('answers 503 when a connected service stays silent past the upstream timeout', async () => {
    const silent = await startUpstream('admin', () => undefined);
    const gateway = await startGateway({ ADMIN_URL: silent.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const res = await request(`${gateway.url}/api/admin/status`);
      expect(res.statusCode).toBe(503);
      expect(await res.body.json()).toMatchObject({ error: { message: 'The admin service is unavailable. Please try again shortly.' } });
    } finally {
      await gateway.close();
      await silent.close();
    }
  });
});

describe('an event stream', () => {
  it('passes through as the service writes it, uncompressed, past the upstream timeout', async () => {
    const path = Endpoints.staffNotificationStream.path;
    const streaming = await startUpstream('admin', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' });
      res.write(': open\n\n');
      // Quiet longer than the upstream timeout, then an event: an ordinary answer would have been cut by then.
      setTimeout(() => res.write('event: notification\ndata: {}\n\n'), 600);
    });
    const gateway = await startGateway({ ADMIN_URL: streaming.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const res = await request(`${gateway.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(res.headers['x-accel-buffering']).toBe('no');
      expect(res.headers['content-encoding']).toBeUndefined();
      let text = '';
      for await (const chunk of res.body) {
        text += String(chunk);
        if (text.includes('event: notification')) break;
      }
      expect(text).toBe(': open\n\nevent: notification\ndata: {}\n\n');
    } finally {
      await gateway.close();
      await streaming.close();
    }
  });

  it('is ended as the gateway stops, which then waits for nothing (the browser connects again elsewhere)', async () => {
    let upstreamEnded!: () => void;
    const ended = new Promise<void>((resolve) => (upstreamEnded = resolve));
    const streaming = await startUpstream('admin', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write(': open\n\n');
      res.once('close', upstreamEnded);
    });
    const gateway = await startGateway({ ADMIN_URL: streaming.url });
    try {
      const res = await request(`${gateway.url}${Endpoints.staffNotificationStream.path}`);
      const reading = (async () => {
        let text = '';
        for await (const chunk of res.body) text += String(chunk);
        return text;
      })().catch(() => 'cut');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stopped = Date.now();
      await gateway.close();
      expect(Date.now() - stopped).toBeLessThan(2_000);
      expect(await reading).toMatch(/^(: open\n\n|cut)$/);
      await ended;
    } finally {
      await streaming.close();
    }
  });
});

describe('a client that hangs up', () => {
  it('cancels the request to the service, and the gateway keeps serving', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const slow = await startUpstream('admin', (req, res) => {
      if (req.url.startsWith('/api/auth/user')) res.once('close', upstreamClosed); // never answers
      else res.end('{}');
    });
    const gateway = await startGateway({ ADMIN_URL: slow.url });
    try {
      const client = httpRequest(`${gateway.url}/api/auth/user`);
      client.on('error', () => undefined);
      client.end();
      await new Promise((resolve) => setTimeout(resolve, 150));
      client.destroy();
      await closed; // the gateway dropped its upstream request: the service stops working for nobody
      const next = await request(`${gateway.url}/api/admin/status`);
      expect(next.statusCode).toBe(200);
      await next.body.dump();
    } finally {
      await gateway.close();
      await slow.close();
    }
  });
});
