import { h1Texts, renderRoute } from '@biz/ui-kit/jest/render-route';
import { declaredPaths, sitePagesOf } from '@biz/ui-kit/jest/declared-routes';
import { Route } from 'react-router';
import { RemoteRoutes } from './routes';

// Mounted as the shell mounts it: on the index route.
const render = (url: string) => renderRoute(url, <Route index element={<RemoteRoutes />} />);

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
});
