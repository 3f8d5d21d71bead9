import { h1Texts, renderRoute } from '@biz/ui-kit/jest/render-route';
import { declaredPaths, sitePagesOf } from '@biz/ui-kit/jest/declared-routes';
import { Route } from 'react-router';
import { RemoteRoutes } from './routes';

// Mounted as the shell mounts it: a pathless route owning /admin-login and /admin.
const render = (url: string) =>
  renderRoute(
    url,
    <Route element={<RemoteRoutes />}>
      <Route path="admin-login" element={null} />
      <Route path="admin" element={null} />
      <Route path="admin/businesses/:id" element={null} />
      <Route path="admin/businesses/:id/:section" element={null} />
    </Route>,
  );

describe('admin routes', () => {
  it('declares exactly the admin pages of the site’s page list, which the gateway answers 200 for', () => {
    const { mount, paths } = sitePagesOf('admin');
    expect(declaredPaths(RemoteRoutes(), mount)).toEqual(paths);
  });

  it.each([
    ['/admin-login', 'Admin Login'],
    ['/admin', 'Admin Dashboard'],
  ])('%s shows the one title %s', async (url, title) => {
    expect(h1Texts(await render(url))).toEqual([title]);
  });

  it("shows a business's record at its overview and sections' addresses, and no page at a section that is none", async () => {
    const id = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    expect(await render(`/admin/businesses/${id}/calls`)).toContain('Loading the record...');
    expect(await render(`/admin/businesses/${id}`)).toContain('Loading the record...');
    expect(h1Texts(await render(`/admin/businesses/${id}/nowhere`))).toEqual(['Page Not Found']);
  });
});
