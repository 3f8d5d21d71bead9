import { h1Texts, renderRoute, silenceDescendantRoutesWarning } from '@biz/ui-kit/jest/render-route';
import { Route } from 'react-router-dom';
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
  // The shell mounts this remote on a pathless parent; react-router's development build warns about that
  // shape (see shell/src/app-routes.tsx). Any other warning still reaches the console.
  beforeEach(() => silenceDescendantRoutesWarning());
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/admin-login', 'Admin Login'],
    ['/admin', 'Admin Dashboard'],
  ])('%s shows the one title %s', async (url, title) => {
    expect(h1Texts(await render(url))).toEqual([title]);
  });
});
