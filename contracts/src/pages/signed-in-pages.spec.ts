import { PRERENDERED_PAGES } from './site-pages';
import { SIGNED_IN_PAGES } from './signed-in-pages';

describe('the signed-in screens served as a frame', () => {
  it('are not public pages (no sitemap, no Lighthouse run without a session)', () => {
    for (const { path } of SIGNED_IN_PAGES) expect(PRERENDERED_PAGES).not.toContain(path);
  });

  it('ask first for what the desk and the portal send first, byte for byte (a preload is used only for the same URL)', () => {
    expect(SIGNED_IN_PAGES.map((page) => page.firstCalls)).toEqual([
      ['/api/admin/status', '/api/admin/my-day?scope=mine', '/api/admin/dashboard?status=all&page=1&pageSize=20'],
      ['/api/client/status', '/api/client/dashboard'],
    ]);
  });
});
