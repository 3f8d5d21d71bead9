import { REMOTE_MOUNTS, SITE_PAGES, type SitePage, type SiteRemote } from '@biz/contracts';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Routes, createRoutesFromChildren, type RouteObject } from 'react-router';

const join = (base: string, path: string) => `/${[...base.split('/'), ...path.split('/')].filter(Boolean).join('/')}`;

function findRoutes(node: ReactNode): ReactElement<{ children?: ReactNode }> | undefined {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<{ children?: ReactNode }>(child)) continue;
    if (child.type === Routes) return child;
    const found = findRoutes(child.props.children);
    if (found) return found;
  }
  return undefined;
}

function flatten(routes: RouteObject[], base: string): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? join(base, route.path) : base;
    if (route.children?.length) return flatten(route.children, path);
    return [path];
  });
}

/**
 * The paths a router declares, absolute under `mount`: the `<Routes>` inside `tree` (found by walking its
 * elements, so a remote's scopes need no providers), each route's path joined to its parents'. A catch-all
 * (`*`, the 'Page Not Found' route, or a remote's mount such as `lockin/*`) is left out.
 */
export function declaredPaths(tree: ReactNode, mount = '/'): string[] {
  const routes = findRoutes(tree);
  if (!routes) throw new Error('no <Routes> in this tree');
  return flatten(createRoutesFromChildren(routes.props.children), mount)
    .filter((path) => !path.endsWith('*'))
    .sort();
}

/** The pages of the site's page list (contracts) a remote's router must declare, at its mount. */
export function sitePagesOf(remote: SiteRemote): { mount: string; paths: string[] } {
  const pages = Object.entries(SITE_PAGES) as [string, SitePage][];
  return { mount: REMOTE_MOUNTS[remote], paths: pages.filter(([, page]) => page.remote === remote).map(([path]) => path).sort() };
}
