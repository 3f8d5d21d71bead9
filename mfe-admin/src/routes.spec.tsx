import { h1Texts, renderRoute } from '@biz/ui-kit/jest/render-route';
import { Route } from 'react-router';
import { RemoteRoutes } from './routes';

// Mounted as the shell mounts it: a pathless route owning /admin-login and /admin.
const render = (url: string) =>
  renderRoute(
    url,
    <Route element={<RemoteRoutes />}>
      <Route path="admin-login" element={null} />
      <Route path="admin" element={null} />
    </Route>,
  );

describe('admin routes', () => {
  it.each([
    ['/admin-login', 'Admin Login'],
    ['/admin', 'Admin Dashboard'],
  ])('%s shows the one title %s', async (url, title) => {
    expect(h1Texts(await render(url))).toEqual([title]);
  });
});
