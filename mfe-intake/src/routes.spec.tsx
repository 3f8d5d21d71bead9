import { h1Texts, renderRoute } from '@biz/ui-kit/jest/render-route';
import { Route } from 'react-router';
import { RemoteRoutes } from './routes';

// Mounted as the shell mounts it: on the index route.
const render = (url: string) => renderRoute(url, <Route index element={<RemoteRoutes />} />);

describe('intake routes', () => {
  it('shows the free plan title on the root landing step', async () => {
    expect(h1Texts(await render('/'))).toEqual(['Get Your FREE AI Automation Plan']);
  });

  it('starts the wizard at step 1 of 3 with an empty progress bar', async () => {
    const html = await render('/');
    expect(html).toContain('aria-label="Step 1 of 3: Tell us about your business"');
    expect(html).toContain('aria-valuenow="0"');
  });
});
