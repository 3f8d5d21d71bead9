import { businessRecordAddressOf, businessRecordPath } from './page-paths';
import { PAGE_DESCRIPTIONS } from './page-descriptions';
import { FRAME_FIRST_CALLS } from './first-calls';
import { INDEXABLE_PAGES, PRERENDERED_PAGES, ROBOTS_DISALLOWED, SIGNED_IN_PAGES, SITE_PAGES, sitePathOf, type SitePath } from './site-pages';

describe('the site’s page list', () => {
  it('finds a page as the routers match it: any case, a trailing slash ignored', () => {
    expect(sitePathOf('/')).toBe('/');
    expect(sitePathOf('/lockin/')).toBe('/lockin');
    expect(sitePathOf('//')).toBe('/');
    expect(sitePathOf('/Client/Login')).toBe('/client/login');
    expect(sitePathOf('/call/reschedule')).toBe('/call/reschedule');
  });

  it("finds a business's record page and its sections under any id", () => {
    const id = '0f0e0d0c-0b0a-4908-8706-050403020100';
    expect(sitePathOf(`/admin/businesses/${id}`)).toBe('/admin/businesses/:id');
    expect(sitePathOf(`/Admin/Businesses/${id}/calls/`)).toBe('/admin/businesses/:id/:section');
    expect(sitePathOf(`/admin/businesses/${id}/calls/extra`)).toBeUndefined();
  });

  it("reads the business and the section a record page's address names, and nothing of another address", () => {
    const id = '0f0e0d0c-0b0a-4908-8706-050403020100';
    expect(businessRecordAddressOf(businessRecordPath(id))).toEqual({ id, section: undefined });
    expect(businessRecordAddressOf(`${businessRecordPath(id, 'calls')}/`)).toEqual({ id, section: 'calls' });
    expect(businessRecordAddressOf(`/Admin/Businesses/${id}/nowhere`)).toEqual({ id, section: 'nowhere' });
    for (const path of ['/admin', '/admin/businesses', `/admin/businesses/${id}/calls/extra`]) expect(businessRecordAddressOf(path)).toBeNull();
  });

  it.each(['/no-such-page', '/lockin/nope', '/client', '/admin/nope', '/admin/queues', '/api', '/lockin/form/extra'])('knows no page at %s', (path) => {
    expect(sitePathOf(path)).toBeUndefined();
  });

  it('lists for search engines only the pages a visitor lands on from a search', () => {
    expect(INDEXABLE_PAGES).toEqual(['/', '/book-call', '/lockin', '/lockin/form']);
  });

  it('keeps crawlers out of the desk, the portal and the API, and nothing else', () => {
    expect(ROBOTS_DISALLOWED).toEqual(['/admin-login', '/admin', '/client', '/api']);
    const underDisallowed = (path: string) => ROBOTS_DISALLOWED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    expect(INDEXABLE_PAGES.filter(underDisallowed)).toEqual([]);
  });

  it('pre-renders only pages of the list, each under its own path', () => {
    for (const url of PRERENDERED_PAGES) expect(sitePathOf(url.split('?')[0])).toBeDefined();
  });

  it('describes every page in a sentence a search result can show', () => {
    for (const [path, page] of Object.entries(SITE_PAGES)) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(PAGE_DESCRIPTIONS[path as SitePath].length).toBeGreaterThan(20);
      expect(PAGE_DESCRIPTIONS[path as SitePath].length).toBeLessThanOrEqual(160);
    }
    // One description per page, no more.
    expect(Object.keys(PAGE_DESCRIPTIONS).sort()).toEqual(Object.keys(SITE_PAGES).sort());
  });

  it('serves as a frame only signed-in screens, which are not public pages (no sitemap, no Lighthouse run without a session)', () => {
    expect(SIGNED_IN_PAGES.map((page) => [page.path, page.audience])).toEqual([
      ['/admin', 'admin'],
      ['/admin/businesses/:id', 'admin'],
      ['/admin/businesses/:id/:section', 'admin'],
      ['/client/dashboard', 'client'],
    ]);
    // A page with a parameter is rendered at an address of its own, one its router takes for itself.
    for (const { path, renderedAt } of SIGNED_IN_PAGES) expect(sitePathOf(renderedAt ?? path)).toBe(path);
    for (const { path } of SIGNED_IN_PAGES) expect(PRERENDERED_PAGES).not.toContain(path);
  });

  it('asks first for what the desk and the portal send first, byte for byte (a preload is used only for the same URL)', () => {
    expect(SIGNED_IN_PAGES.map((page) => FRAME_FIRST_CALLS[page.path])).toEqual([
      ['/api/admin/status', '/api/admin/dashboard?status=all&page=1&pageSize=20'],
      ['/api/admin/status', '/api/admin/businesses/:id'],
      ['/api/admin/status', '/api/admin/businesses/:id'],
      ['/api/client/status', '/api/client/dashboard'],
    ]);
    expect(Object.keys(FRAME_FIRST_CALLS).sort()).toEqual(SIGNED_IN_PAGES.map((page) => page.path).sort());
  });
});
