import { declaredPaths, sitePagesOf } from '@biz/ui-kit/jest/declared-routes';
import { AppRoutes } from './app-routes';

describe('the shell’s routes', () => {
  it('claim exactly the pages of the site’s page list whose remotes are mounted on the root', () => {
    const onRoot = [sitePagesOf('intake'), sitePagesOf('admin')].flatMap((pages) => pages.paths).sort();
    expect(declaredPaths(AppRoutes())).toEqual(onRoot);
  });
});
