import { apiRequest } from './api-request';
import { startTestServer } from '../../jest/test-server';

describe('apiRequest', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const realFetch = globalThis.fetch;
  let sentInits: RequestInit[] = [];

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === '/api/fails-with-body') {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end('{"error":{"code":"ValidationFailed","message":"Business name is required"}}');
      } else if (req.url === '/api/fails-empty') {
        res.writeHead(503, 'Service Unavailable');
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      }
    });
  });

  // Node's fetch has no cookie jar, so the credentials mode is checked on what apiRequest hands to fetch.
  beforeEach(() => {
    sentInits = [];
    globalThis.fetch = (input, init) => {
      sentInits.push(init ?? {});
      return realFetch(input, init);
    };
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  afterAll(() => server.close());

  it('sends a body as JSON with its content type', async () => {
    const res = await apiRequest('POST', `${server.url}/api/business-intake`, { businessName: 'Glow Med Spa', primaryGoals: ['Scale Operations'] });
    expect(res.status).toBe(200);
    const received = server.requests.at(-1)!;
    expect(received.method).toBe('POST');
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ businessName: 'Glow Med Spa', primaryGoals: ['Scale Operations'] });
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    await apiRequest('DELETE', `${server.url}/api/admin/clients/42`);
    const received = server.requests.at(-1)!;
    expect(received.method).toBe('DELETE');
    expect(received.headers['content-type']).toBeUndefined();
    expect(received.body).toBe('');
  });

  it('always includes credentials, with or without a body', async () => {
    await apiRequest('GET', `${server.url}/api/admin/status`);
    await apiRequest('POST', `${server.url}/api/admin/logout`, {});
    expect(sentInits.map((init) => init.credentials)).toEqual(['include', 'include']);
  });

  it('turns a non-OK answer into "<status>: <body text>"', async () => {
    await expect(apiRequest('POST', `${server.url}/api/fails-with-body`, {})).rejects.toThrow(
      new Error('400: {"error":{"code":"ValidationFailed","message":"Business name is required"}}'),
    );
  });

  it('uses the status text when the answer has no body', async () => {
    await expect(apiRequest('GET', `${server.url}/api/fails-empty`)).rejects.toThrow(new Error('503: Service Unavailable'));
  });
});
