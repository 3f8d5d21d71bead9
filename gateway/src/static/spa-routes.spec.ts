import { AppConfig } from '@biz/contracts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from 'undici';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { tempWebRoot, withAgencyContent, writeFiles } from '../testing/web-root';

const indexHtml = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await request(url, { headers });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

const page = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };

describe('front ends served by the gateway', () => {
  let webRoot: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    webRoot = await tempWebRoot({
      'shell/dist/index.html': indexHtml,
      'shell/dist/main.1a2b3c4d.js': 'console.log("main")',
      'shell/dist/favicon.svg': '<svg/>',
      'shell/dist/favicon.ico': 'ico',
      'mfe-intake/dist/mf-manifest.json': '{"id":"intake"}',
      'mfe-intake/dist/remoteEntry.js': 'var intake;',
      'mfe-intake/dist/static/js/routes.9f8e7d6c.js': 'export{}',
      'secret.txt': 'outside every dist',
    });
    // mfe-lockin, mfe-admin and mfe-client are deliberately not built.
    gateway = await startGateway({
      WEB_ROOT: webRoot,
      REMOTE_ADMIN_URL: 'https://admin.example/mf-manifest.json',
      BOOKING_URL: 'https://cal.example/agency/strategy-call',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  // The shell's index.html, as the browser renders it: its head is the page's.
  const shell = (html: string) => html.replace(/<title>[^<]*<\/title>/, '<title>…</title>').replace(/<meta[^>]*>|<link[^>]*>/g, '');
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it('serves index.html at / with the agency’s content, without caching it', async () => {
    const res = await get(`${gateway.url}/`, page);
    expect(res.status).toBe(200);
    expect(shell(res.text)).toBe(shell(withAgencyContent(indexHtml)));
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/lockin/checkout/starter', 'Secure Checkout · BizAutomate'],
    ['/admin', 'Admin Dashboard · BizAutomate'],
    ['/admin/team', 'Team · BizAutomate'],
    ['/client/dashboard', 'Client Dashboard · BizAutomate'],
    ['/client/reset-password?token=abc', 'Choose a New Password · BizAutomate'],
    ['/call/reschedule?token=abc', 'Move your strategy call · BizAutomate'],
    ['/book-call', 'Book your strategy call · BizAutomate'],
    ['/lockin/', 'Automate Your Business in 24 Hours · BizAutomate'],
    ['/Client/Login', 'Client Login · BizAutomate'],
  ])('answers the page %s with 200, the shell and its title', async (path, title) => {
    const res = await get(`${gateway.url}${path}`, page);
    expect(res.status).toBe(200);
    expect(shell(res.text)).toBe(shell(withAgencyContent(indexHtml)));
    expect(titleOf(res.text)).toBe(title);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no/such/page', '/lockin/nope', '/client', '/client/nope', '/admin/nope', '/admin-login/x', '/favicon'])(
    'answers the unknown path %s with 404 and the shell, which shows Page Not Found',
    async (path) => {
      const res = await get(`${gateway.url}${path}`, page);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(shell(res.text)).toBe(shell(withAgencyContent(indexHtml)));
      expect(titleOf(res.text)).toBe('Page Not Found · BizAutomate');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.headers.etag).toBeUndefined();
    },
  );

  it('answers curl-like clients on extensionless paths the same way', async () => {
    expect((await get(`${gateway.url}/lockin`)).status).toBe(200);
    expect((await get(`${gateway.url}/lockin/nope`)).status).toBe(404);
  });

  it('serves hashed assets with a long cache, other files revalidated', async () => {
    const asset = await get(`${gateway.url}/main.1a2b3c4d.js`);
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("main")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`${gateway.url}/mf-remotes.json`)).headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
  ])('serves %s as %s, cached for a week', async (path, type) => {
    const icon = await get(`${gateway.url}${path}`, { accept: 'image/avif,image/webp,*/*' });
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(type);
    expect(icon.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const res = await get(`${gateway.url}/missing.5a5a5a5a.js`, { accept: '*/*' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: 'NotFound' } });
  });

  it('never serves a file outside the dist folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await get(`${gateway.url}${path}`, { accept: '*/*' });
      expect(res.text).not.toContain('outside every dist');
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('serves a remote under /mfe/<name>/ with CORS', async () => {
    const manifest = await get(`${gateway.url}/mfe/intake/mf-manifest.json`, { origin: 'http://elsewhere.test' });
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.text)).toEqual({ id: 'intake' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await get(`${gateway.url}/mfe/intake/static/js/routes.9f8e7d6c.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    const preflight = await request(`${gateway.url}/mfe/intake/remoteEntry.js`, { method: 'OPTIONS', headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'GET' } });
    await preflight.body.dump();
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a missing remote file and an unknown remote', async () => {
    expect((await get(`${gateway.url}/mfe/intake/nope.js`)).status).toBe(404);
    expect((await get(`${gateway.url}/mfe/unknown/remoteEntry.js`)).status).toBe(404);
  });

  it('answers a clear 503 page for a remote that is not built', async () => {
    const res = await get(`${gateway.url}/mfe/lockin/remoteEntry.js`);
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain(join(webRoot, 'mfe-lockin', 'dist'));
    expect(res.text).toContain('npm run build -w @biz/mfe-lockin');
  });

  it('publishes the remotes manifest from the environment', async () => {
    const res = await get(`${gateway.url}/mf-remotes.json`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({
      intake: '/mfe/intake/mf-manifest.json',
      lockin: '/mfe/lockin/mf-manifest.json',
      admin: 'https://admin.example/mf-manifest.json',
      client: '/mfe/client/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('publishes the screens’ runtime configuration from the environment', async () => {
    const res = await get(`${gateway.url}/app-config.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(AppConfig.parse(JSON.parse(res.text))).toEqual({ bookingUrl: 'https://cal.example/agency/strategy-call' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('a gateway whose shell is not built', () => {
  it('still starts and answers a clear 503 page, while the API and health keep working', async () => {
    const webRoot = await tempWebRoot({});
    const gateway = await startGateway({ WEB_ROOT: webRoot });
    try {
      const res = await get(`${gateway.url}/lockin`, page);
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build -w @biz/shell');
      expect((await get(`${gateway.url}/readyz`)).status).toBe(200);
      expect((await get(`${gateway.url}/mf-remotes.json`)).status).toBe(200);
      // Built after start: served at once, no restart needed.
      await writeFiles(webRoot, { 'shell/dist/index.html': indexHtml });
      expect((await get(`${gateway.url}/lockin`, page)).text).toContain(withAgencyContent('</head>'));
    } finally {
      await gateway.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});
