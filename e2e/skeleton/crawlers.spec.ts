import { INDEXABLE_PAGES, PAGE_DESCRIPTIONS } from '@biz/contracts';
import { expect, test } from '@playwright/test';

// Issue 31: what a search engine reads. The gateway says which pages exist (404 for any other), which to
// list and which to leave out, from the site's page list in contracts.

test('the site’s pages answer 200 through the gateway, including those opened from a link with a token', async ({ request }) => {
  for (const path of ['/book-call', '/call/reschedule?token=x', '/client/reset-password?token=x', '/admin/team', '/lockin/form?package=growth']) {
    expect((await request.get(path, { headers: { accept: 'text/html' } })).status(), path).toBe(200);
  }
});

test('robots.txt keeps crawlers out of the desk, the portal and the API, and names the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await res.text()).split('\n');
  expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /admin-login', 'Disallow: /admin', 'Disallow: /client', 'Disallow: /api']);
  expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/));
});

test('sitemap.xml lists the public pages by absolute URL, and they answer 200', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const urls = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc));
  expect(urls.map((url) => url.pathname)).toEqual([...INDEXABLE_PAGES]);
  for (const url of urls) expect((await request.get(url.pathname, { headers: { accept: 'text/html' } })).status()).toBe(200);
});

for (const path of ['/client/login', '/admin-login']) {
  test(`the sign-in page ${path} is kept out of search results`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the landing page carries its description, canonical URL and Open Graph tags, and a favicon', async ({ page, request }) => {
  const res = await page.goto('/lockin');
  expect(res?.headers()['x-robots-tag']).toBeUndefined();
  const description = PAGE_DESCRIPTIONS['/lockin'];
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Automate Your Business in 24 Hours · BizAutomate');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/lockin$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /^https?:\/\/[^/]+\/lockin$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const svg = await request.get(icon!);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  expect(svg.headers()['cache-control']).toBe('public, max-age=604800');
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
});
