import { API_DOCS_PATH, Endpoints, endpointNames, OPENAPI_DOCUMENT_PATH, openApiDocument } from '@biz/contracts';
import { request } from 'undici';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';

describe('the API description the gateway serves', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({});
  });
  afterAll(() => gateway.close());

  it('answers the OpenAPI document at its path', async () => {
    const res = await request(`${gateway.url}${OPENAPI_DOCUMENT_PATH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(await res.body.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('shows a readable page with every route the gateway routes', async () => {
    const res = await request(`${gateway.url}${API_DOCS_PATH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = await res.body.text();
    expect(html).toContain('<h1>BizAutomate API</h1>');
    for (const name of endpointNames.filter((n) => Endpoints[n].audience !== 'internal')) {
      const { method, path } = Endpoints[name];
      expect(html).toContain(`<code class="m">${method}</code> <code>${path.replace(/:([a-zA-Z]+)/g, '{$1}')}</code>`);
    }
    expect(html).not.toContain('<script');
  });

  it('answers a write to the docs with the 404 envelope, as it does any method a route does not take', async () => {
    const res = await request(`${gateway.url}${API_DOCS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: gateway.url }, body: '{}' });
    expect(res.statusCode).toBe(404);
    expect(await res.body.json()).toMatchObject({ error: { code: 'NotFound' } });
  });
});
