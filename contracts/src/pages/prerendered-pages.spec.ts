import { PUBLIC_PAGES, prerenderKey } from './prerendered-pages';
import { PRERENDERED_PAGES } from './site-pages';

describe('the pre-rendered pages', () => {
  it('are looked up by path and query, the parameters in a stable order', () => {
    expect(prerenderKey('/lockin/form?package=growth')).toBe('/lockin/form?package=growth');
    expect(prerenderKey('/lockin/form?b=2&a=1')).toBe(prerenderKey('/lockin/form?a=1&b=2'));
    expect(prerenderKey('/lockin?')).toBe('/lockin');
    expect(prerenderKey('/lockin/form?package=growth&utm_source=ad')).not.toBe('/lockin/form?package=growth');
  });

  it('are each listed under their own key', () => {
    expect(PRERENDERED_PAGES.map(prerenderKey)).toEqual([...PRERENDERED_PAGES]);
  });

  it('include one of each screen for the Lighthouse bench, without query variants', () => {
    expect(PUBLIC_PAGES).toEqual(['/', '/lockin', '/lockin/form', '/lockin/checkout/starter', '/lockin/checkout/growth', '/lockin/success', '/admin-login', '/client/login']);
  });
});
