import { ErrorEnvelope } from '@biz/contracts';
import { request as httpRequest } from 'node:http';
import { startUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';

interface Answer {
  status: number;
  /** Whether the gateway said `100 Continue` to a client that asked. */
  continued: boolean;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Sends a body through node:http, chunk by chunk, and resolves with the answer as soon as it arrives: the
 * gateway may answer (and close) before the client has finished sending, which is the point.
 */
function post(url: string, chunks: Buffer[], headers: Record<string, string | number>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, continued, headers: res.headers, text }));
    });
    // A write after the gateway closed the connection fails; the answer already arrived.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    const write = (i: number): void => {
      if (i === chunks.length) return void req.end();
      if (req.destroyed) return;
      req.write(chunks[i], () => setImmediate(() => write(i + 1)));
    };
    if (headers.expect) {
      req.on('continue', () => {
        continued = true;
        write(0);
      });
    }
    else write(0);
  });
}

const kib = (n: number, fill = 'x') => Buffer.alloc(n * 1024, fill);

describe('request bodies over MAX_BODY_BYTES', () => {
  let intake: FakeUpstream;
  let billing: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    intake = await startUpstream('intake');
    billing = await startUpstream('billing');
    gateway = await startGateway({ INTAKE_URL: intake.url, BILLING_URL: billing.url, MAX_BODY_BYTES: String(64 * 1024) });
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all([intake.close(), billing.close()]);
  });

  function expectRefused(answer: Answer) {
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorEnvelope.parse(JSON.parse(answer.text)).error).toEqual({ code: 'PayloadTooLarge', message: 'The request body is larger than 65536 bytes.' });
    expect(answer.headers['x-request-id']).toBeDefined();
  }

  it.each([
    ['/api/business-intake', () => intake],
    ['/api/create-payment-intent', () => billing],
  ])('are refused by Content-Length with a 413 envelope before reaching the service (%s)', async (path, upstream) => {
    const before = upstream().requests.length;
    expectRefused(await post(`${gateway.url}${path}`, [kib(65, '{')], { 'content-length': 65 * 1024 }));
    expect(upstream().requests.length).toBe(before);
  });

  it('are refused before the client sends them when it waits for 100 Continue (as curl does)', async () => {
    const refused = await post(`${gateway.url}/api/business-intake`, [kib(100)], { 'content-length': 100 * 1024, expect: '100-continue' });
    expectRefused(refused);
    expect(refused.continued).toBe(false);
    const welcome = await post(`${gateway.url}/api/business-intake`, [kib(2)], { 'content-length': 2 * 1024, expect: '100-continue' });
    expect(welcome).toMatchObject({ status: 200, continued: true });
  });

  it('are cut off at the limit when chunked, with the same 413 envelope', async () => {
    const before = intake.requests.length;
    // 16 chunks of 8 KiB: the 9th goes past 64 KiB.
    expectRefused(await post(`${gateway.url}/api/business-intake`, Array.from({ length: 16 }, () => kib(8)), { 'transfer-encoding': 'chunked' }));
    expect(intake.requests.slice(before).every((r) => r.body.length <= 64 * 1024)).toBe(true);
  });

  it('pass at the limit, by Content-Length and chunked, byte for byte', async () => {
    const exact = kib(64);
    const byLength = await post(`${gateway.url}/api/business-intake`, [exact], { 'content-length': exact.length });
    expect(byLength.status).toBe(200);
    expect(JSON.parse(byLength.text)).toMatchObject({ service: 'intake', bodyLength: exact.length });
    const chunked = await post(`${gateway.url}/api/business-intake`, Array.from({ length: 8 }, () => kib(8)), { 'transfer-encoding': 'chunked' });
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.text)).toMatchObject({ service: 'intake', bodyLength: 64 * 1024 });
  });

  it('default to the services’ own 1 MiB', async () => {
    const defaults = await startGateway({ INTAKE_URL: intake.url });
    try {
      const answer = await post(`${defaults.url}/api/business-intake`, [Buffer.alloc(1024 * 1024 + 1, ' ')], { 'content-length': 1024 * 1024 + 1 });
      expect(answer.status).toBe(413);
      expect(answer.text).toContain('larger than 1048576 bytes');
    } finally {
      await defaults.close();
    }
  });
});
