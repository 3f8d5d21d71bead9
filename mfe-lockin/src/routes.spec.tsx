import { LockinIndustries, LockinTimelines, Packages, type AgencyContent } from '@biz/contracts';
import { shippedAgencyContent } from '@biz/contracts/testing';
import { decodeText, h1Texts, renderRoute } from '@biz/ui-kit/jest/render-route';
import { declaredPaths, sitePagesOf } from '@biz/ui-kit/jest/declared-routes';
import { Route } from 'react-router';
import { LeadForm } from './lead-form/lead-form';
import { RemoteRoutes } from './routes';

// Mounted as the shell mounts it: under lockin/*.
const render = (url: string, content?: AgencyContent) => renderRoute(url, <Route path="lockin/*" element={<RemoteRoutes />} />, content);

describe('lockin routes', () => {
  it('declares exactly the lockin pages of the site’s page list, which the gateway answers 200 for', () => {
    const { mount, paths } = sitePagesOf('lockin');
    expect(declaredPaths(RemoteRoutes(), mount)).toEqual(paths);
  });

  it.each([
    ['/lockin', 'Automate Your Business in 24 Hours'],
    ['/lockin/form?package=growth', 'Tell Us About Your Business'],
    ['/lockin/checkout/starter', 'Secure Checkout'],
    ['/lockin/checkout/growth', 'Secure Checkout'],
    ['/lockin/success', 'Checking Your Payment'],
    ['/lockin/nope', 'Page Not Found'],
  ])('%s shows the one title %s', async (url, title) => {
    expect(h1Texts(await render(url))).toEqual([title]);
  });

  it('badges the lead form with the package from the query, starter by default', async () => {
    expect(decodeText(await render('/lockin/form?package=growth'))).toContain('Growth Sprint - $1,000');
    expect(decodeText(await render('/lockin/form?package=starter'))).toContain('Starter Sprint - $500');
    expect(decodeText(await render('/lockin/form'))).toContain('Starter Sprint - $500');
  });
});

describe('the sales page', () => {
  let html = '';
  let text = '';
  beforeAll(async () => {
    html = await render('/lockin');
    text = decodeText(html);
  });

  it('sends every call to action to the lead form with a full page load, starter from the banner, hero and final one', async () => {
    const formLinks = [...html.matchAll(/href="(\/lockin\/form[^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    expect(formLinks).toEqual([
      Packages.starter.formPath, // banner
      Packages.starter.formPath, // hero
      Packages.starter.formPath, // offer: starter card
      Packages.growth.formPath, // offer: growth card
      Packages.starter.formPath, // final call to action
    ]);
    expect(html).not.toContain('data-discover'); // react-router's Link marker: none of them is a client-side link
  });

  it('has every section of SPEC §2 in order, the offer under id "offer"', async () => {
    const order = ['How It Works', 'Audit', 'Automate', 'Grow', 'Choose Your Sprint', 'MOST POPULAR', 'Why', '7-Day Money-Back Guarantee', 'Questions, answered'];
    let from = 0;
    for (const part of order) {
      const at = text.indexOf(part, from);
      expect([part, at >= 0]).toEqual([part, true]);
      from = at;
    }
    expect(html).toMatch(/<section id="offer"/);
    expect(html.match(/<article/g)).toHaveLength(4); // two case studies, two packages
  });

  it('starts the countdown at 5 days 14 hours 32 minutes 18 seconds', async () => {
    expect(text).toContain('5d 14h 32m 18s');
  });
});

describe('the sales page of an agency with its own content', () => {
  const own: AgencyContent = {
    ...shippedAgencyContent,
    caseStudies: [{ business: 'Bright Smiles Dental', industry: 'Dental', automation: 'Recall reminders by text', results: [{ value: '2×', label: 'recalls booked' }] }],
    spotsPerWeek: 3,
    countdownStart: { days: 2, hours: 3, minutes: 4, seconds: 5 },
  };

  it('shows its case studies, weekly spots and countdown, and none of the shipped ones', async () => {
    const text = decodeText(await render('/lockin', own));
    for (const part of ['Bright Smiles Dental', 'Recall reminders by text', '2×recalls booked', 'Only 3 spots per week', 'Why only 3 spots per week?', '3 spots per week, live in 24 hours', '2d 03h 04m 05s']) {
      expect([part, text.includes(part)]).toEqual([part, true]);
    }
    for (const shipped of ['Glow Aesthetics', 'Happy Tails', '5 spots', '5d 14h']) expect([shipped, text.includes(shipped)]).toEqual([shipped, false]);
    expect(text).not.toContain('“'); // no testimonial given, none shown
  });

  it('promises no weekly spots when it sets no cap', async () => {
    const text = decodeText(await render('/lockin', { ...own, spotsPerWeek: null }));
    for (const spots of ['spots per week', 'spots this week', 'Why only']) expect([spots, text.includes(spots)]).toEqual([spots, false]);
    expect(text).toContain('Live in 24 hours, covered by a 7-day money-back guarantee.');
  });

  it('shows no case-study section while it has none', async () => {
    const html = await render('/lockin', { ...own, caseStudies: [] });
    expect(decodeText(html)).not.toContain('Case studies');
    expect(html.match(/<article/g)).toHaveLength(2); // the two packages
  });
});

describe('the lead form', () => {
  // The form itself loads lazily; it renders here inside the page's router as it does in the browser.
  let html = '';
  beforeAll(async () => {
    html = await renderRoute('/lockin/form?package=growth', <Route path="lockin/form" element={<LeadForm pkg="growth" />} />);
  });

  it('labels every field and offers the spec options', async () => {
    for (const label of ['Business name', 'Email address', 'Phone number', 'Industry', 'Business size', 'Annual revenue', 'Main goals', 'Current marketing', 'Timeline']) {
      expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label}`));
    }
    for (const option of [...LockinIndustries, ...LockinTimelines]) expect(decodeText(html)).toContain(option);
    expect(decodeText(html)).toContain('Continue to Secure Checkout');
  });

  it('goes back to the sales page', async () => {
    expect(await render('/lockin/form?package=growth')).toContain('href="/lockin"');
  });
});

describe('the checkouts', () => {
  it('starter: its inclusions, total and back link, and the spinner until the client secret arrives', async () => {
    const html = await render('/lockin/checkout/starter');
    const text = decodeText(html);
    for (const item of Packages.starter.inclusions) expect(text).toContain(item);
    expect(text).toContain('$500.00');
    expect(text).toContain('Setting up secure checkout...');
    expect(text).not.toContain('MOST POPULAR');
    expect(html).toContain('href="/lockin/form?package=starter"');
  });

  it('growth: most popular, its inclusions, total with the saving, back to the growth form', async () => {
    const html = await render('/lockin/checkout/growth');
    const text = decodeText(html);
    expect(text).toContain('Growth Sprint - $1,000');
    expect(text).toContain('MOST POPULAR');
    for (const item of Packages.growth.inclusions) expect(text).toContain(item);
    expect(text).toContain('$1,000.00');
    expect(text).toContain('Save $500+ compared to individual setup');
    expect(html).toContain('href="/lockin/form?package=growth"');
  });
});

describe('the success page', () => {
  it('claims no payment as the server renders it: only billing, asked from the browser, can say one was made', async () => {
    const text = decodeText(await render('/lockin/success?package=growth&redirect_status=succeeded'));
    expect(text).toContain('we are asking our payment provider where your payment stands');
    expect(text).not.toContain('Payment Successful');
    expect(text).not.toContain('What happens next');
  });
});
