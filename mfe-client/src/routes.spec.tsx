import { decodeText, h1Texts, renderRoute } from '@biz/ui-kit/jest/render-route';
import { declaredPaths, sitePagesOf } from '@biz/ui-kit/jest/declared-routes';
import { Route } from 'react-router';
import { RemoteRoutes } from './routes';

// Mounted as the shell mounts it: under client/*.
const render = (url: string) => renderRoute(url, <Route path="client/*" element={<RemoteRoutes />} />);

describe('client routes', () => {
  it('declares exactly the client pages of the site’s page list, which the gateway answers 200 for', () => {
    const { mount, paths } = sitePagesOf('client');
    expect(declaredPaths(RemoteRoutes(), mount)).toEqual(paths);
  });

  it.each([
    ['/client/login', 'Client Login'],
    ['/client/dashboard', 'Client Dashboard'],
    ['/client/reset-password?token=x', 'Choose a New Password'],
    ['/client/resources', 'Resource Library'],
    ['/client/onboarding?token=x', 'Opening Your Onboarding Form…'],
    ['/client/proposal?token=x', 'Opening Your Proposal…'],
    ['/client/x', 'Page Not Found'],
    ['/client', 'Page Not Found'],
  ])('%s shows the one title %s', async (url, title) => {
    expect(h1Texts(await render(url))).toEqual([title]);
  });

  it('offers Login and Sign Up tabs with Login selected', async () => {
    const tabs = [...(await render('/client/login')).matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([\s\S]*?)<\/button>/g)];
    expect(tabs.map((m) => [decodeText(m[2]), m[1]])).toEqual([
      ['Login', 'true'],
      ['Sign Up', 'false'],
    ]);
  });
});
