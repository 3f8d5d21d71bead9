import { fromOwnSite } from './own-site-navigation';

const here = { host: 'svc-admin:3003', 'x-forwarded-host': 'shop.example' };

describe('a request from our own site', () => {
  it('is what the browser says it is: same-origin, same-site, or typed (none)', () => {
    expect(fromOwnSite({ ...here, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(fromOwnSite({ ...here, 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(fromOwnSite({ ...here, 'sec-fetch-site': 'none' })).toBe(true);
  });

  it('is not a cross-site one, whatever its Referer claims', () => {
    expect(fromOwnSite({ ...here, 'sec-fetch-site': 'cross-site', referer: 'https://shop.example/client' })).toBe(false);
  });

  it('without Sec-Fetch-Site, is one whose Origin and Referer name no other host', () => {
    expect(fromOwnSite(here)).toBe(true);
    expect(fromOwnSite({ ...here, referer: 'https://shop.example/client/dashboard' })).toBe(true);
    expect(fromOwnSite({ host: 'localhost:8080', referer: 'http://localhost:8080/admin' })).toBe(true);
    expect(fromOwnSite({ ...here, referer: 'https://evil.example/page' })).toBe(false);
    expect(fromOwnSite({ ...here, origin: 'https://evil.example' })).toBe(false);
    expect(fromOwnSite({ ...here, origin: 'null' })).toBe(false);
    expect(fromOwnSite({ ...here, referer: 'not a url' })).toBe(false);
  });
});
