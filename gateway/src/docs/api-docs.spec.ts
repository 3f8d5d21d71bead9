import { gunzipSync } from 'node:zlib';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH, openApiDocument } from '@biz/contracts';
import { request } from 'undici';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { apiDocsFileUrl } from './api-docs';

/** The `src` and `href` of a page's scripts and stylesheets. */
const linkedFiles = (html: string) => [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"/g)].map((match) => match[1]);

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
    expect(await res.body.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument('test'))));
  });

  it("describes the routes of the deployment's payment mode: the Stripe webhook only with Stripe's keys", async () => {
    const operationsOf = async (url: string) => Object.keys(((await (await request(`${url}${OPENAPI_DOCUMENT_PATH}`)).body.json()) as { paths: Record<string, object> }).paths);
    expect(await operationsOf(gateway.url)).not.toContain('/api/webhooks/stripe');
    const live = await startGateway({ STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' });
    try {
      const paths = await operationsOf(live.url);
      expect(paths).toContain('/api/webhooks/stripe');
      expect(paths).not.toContain('/api/billing/test-mode/payment-methods');
    } finally {
      await live.close();
    }
  });

  it("shows Swagger UI from the gateway's own files, with no inline script, under the site's CSP", async () => {
    const res = await request(`${gateway.url}${API_DOCS_PATH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.body.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).toContain(`data-document="${OPENAPI_DOCUMENT_PATH}"`);
    expect(linkedFiles(html)).toEqual([apiDocsFileUrl('swagger-ui.css'), apiDocsFileUrl('api-docs.css'), apiDocsFileUrl('swagger-ui-bundle.js'), apiDocsFileUrl('api-docs.js')]);
  });

  it('serves each file the page links, with its type, gzipped when the browser takes it', async () => {
    const html = await (await request(`${gateway.url}${API_DOCS_PATH}`)).body.text();
    for (const file of linkedFiles(html)) {
      const plain = await request(`${gateway.url}${file}`);
      const body = await plain.body.text();
      expect([file, plain.statusCode, plain.headers['content-type']]).toEqual([file, 200, file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8']);
      const zipped = await request(`${gateway.url}${file}`, { headers: { 'accept-encoding': 'gzip' } });
      expect([file, zipped.headers['content-encoding'], gunzipSync(Buffer.from(await zipped.body.arrayBuffer())).toString()]).toEqual([file, 'gzip', body]);
    }
    const bundle = await (await request(`${gateway.url}${apiDocsFileUrl('swagger-ui-bundle.js')}`)).body.text();
    expect(bundle).toContain('SwaggerUIBundle');
  });

  it('answers a file it does not have, and a write to the docs, with the 404 envelope', async () => {
    const missing = await request(`${gateway.url}${API_DOCS_PATH}/index.html`);
    expect(missing.statusCode).toBe(404);
    expect(await missing.body.json()).toMatchObject({ error: { code: 'NotFound' } });
    const res = await request(`${gateway.url}${API_DOCS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: gateway.url }, body: '{}' });
    expect(res.statusCode).toBe(404);
    expect(await res.body.json()).toMatchObject({ error: { code: 'NotFound' } });
  });
});
