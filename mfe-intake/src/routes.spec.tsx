import type { AgencyContent } from '@biz/contracts';
import { shippedAgencyContent } from '@biz/contracts/testing';
import { decodeText, h1Texts, renderRoute } from '@biz/ui-kit/jest/render-route';
import { declaredPaths, sitePagesOf } from '@biz/ui-kit/jest/declared-routes';
import { Route } from 'react-router';
import { RemoteRoutes } from './routes';

// Mounted as the shell mounts it: on the index route.
const render = (url: string, content?: AgencyContent) => renderRoute(url, <Route index element={<RemoteRoutes />} />, content);

describe('intake routes', () => {
  it('declares exactly the intake pages of the site’s page list, which the gateway answers 200 for', () => {
    const { mount, paths } = sitePagesOf('intake');
    expect(declaredPaths(RemoteRoutes(), mount)).toEqual(paths);
  });

  it('shows the free plan title on the root landing step', async () => {
    expect(h1Texts(await render('/'))).toEqual(['Get Your FREE AI Automation Plan']);
  });

  it('starts the wizard at step 1 of 3 with an empty progress bar', async () => {
    const html = await render('/');
    expect(html).toContain('aria-label="Step 1 of 3: Tell us about your business"');
    expect(html).toContain('aria-valuenow="0"');
  });

  it("shows SPEC's claims from the shipped content, the agency's own from its file, and none when it has none", async () => {
    expect(decodeText(await render('/'))).toContain('businesses automated1,200+average rating4.9/5saved by our clients$50,000typical setup cost$500-2000');
    const own = decodeText(await render('/', { ...shippedAgencyContent, stats: [{ value: '37', label: 'clinics automated' }] }));
    expect(own).toContain('clinics automated37');
    expect(own).not.toContain('1,200+');
    expect(await render('/', { ...shippedAgencyContent, stats: [] })).not.toContain('<dl');
  });
});
