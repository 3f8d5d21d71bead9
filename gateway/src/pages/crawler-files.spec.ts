import { rm } from 'node:fs/promises';
import { request } from 'undici';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { tempWebRoot } from '../testing/web-root';

async function get(url: string) {
  const res = await request(url);
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

describe('robots.txt and sitemap.xml', () => {
  let webRoot: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    webRoot = await tempWebRoot({ 'shell/dist/index.html': '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
    gateway = await startGateway({ WEB_ROOT: webRoot, PUBLIC_URL: 'https://agency.example/' });
  });
  afterAll(async () => {
    await gateway.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('robots.txt keeps crawlers out of the desk, the portal and the API, and names the sitemap', async () => {
    const res = await get(`${gateway.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      ['User-agent: *', 'Disallow: /admin-login', 'Disallow: /admin', 'Disallow: /client', 'Disallow: /api', '', 'Sitemap: https://agency.example/sitemap.xml', ''].join('\n'),
    );
  });

  it('sitemap.xml lists the indexable public pages at the public address, and no other', async () => {
    const res = await get(`${gateway.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map(([, loc]) => loc);
    expect(locations).toEqual(['https://agency.example/', 'https://agency.example/book-call', 'https://agency.example/lockin', 'https://agency.example/lockin/form']);
  });

  it('answers them with the security headers, and refuses a write', async () => {
    const robots = await get(`${gateway.url}/robots.txt`);
    expect(robots.headers['x-content-type-options']).toBe('nosniff');
    const post = await request(`${gateway.url}/sitemap.xml`, { method: 'POST' });
    await post.body.dump();
    expect(post.statusCode).toBe(404);
  });
});
