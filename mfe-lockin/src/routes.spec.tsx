import { decodeText, h1Texts, renderRoute } from '@biz/ui-kit/jest/render-route';
import { Route } from 'react-router-dom';
import { RemoteRoutes } from './routes';

// Mounted as the shell mounts it: under lockin/*.
const render = (url: string) => renderRoute(url, <Route path="lockin/*" element={<RemoteRoutes />} />);

describe('lockin routes', () => {
  it.each([
    ['/lockin', 'Automate Your Business in 24 Hours'],
    ['/lockin/form?package=growth', 'Tell Us About Your Business'],
    ['/lockin/checkout/starter', 'Secure Checkout'],
    ['/lockin/checkout/growth', 'Secure Checkout'],
    ['/lockin/success', 'Payment Successful!'],
    ['/lockin/nope', 'Page Not Found'],
  ])('%s shows the one title %s', (url, title) => {
    expect(h1Texts(render(url))).toEqual([title]);
  });

  it('badges the lead form with the package from the query, starter by default', () => {
    expect(decodeText(render('/lockin/form?package=growth'))).toContain('Growth Sprint - $1,000');
    expect(decodeText(render('/lockin/form?package=starter'))).toContain('Starter Sprint - $500');
    expect(decodeText(render('/lockin/form'))).toContain('Starter Sprint - $500');
  });

  it('sends every call to action to the lead form with a full page load', () => {
    const html = render('/lockin');
    expect(html).toContain('href="/lockin/form?package=starter"');
    expect(html).toContain('href="/lockin/form?package=growth"');
  });

  it('marks the growth checkout as the most popular package with its total', () => {
    const text = decodeText(render('/lockin/checkout/growth'));
    expect(text).toContain('MOST POPULAR');
    expect(text).toContain('$1,000.00');
    expect(decodeText(render('/lockin/checkout/starter'))).toContain('$500.00');
  });
});
