/**
 * What the apps share as 'react-router-dom' (see rspack/create-app-config.mjs): the router's declarative
 * API only. A shared module cannot be tree-shaken (any remote may use any export), so sharing the whole
 * package put all of react-router 7 (data routers, SSR, RSC, cookies: 60 KB gzip) on the first page load;
 * this list costs about 15 KB. An app that needs another export adds it here;
 * shared-router.spec.ts fails the build's tests until it does.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useHref,
  useMatch,
  useOutlet,
  useOutletContext,
  useResolvedPath,
  useRoutes,
  useInRouterContext,
  useNavigationType,
  useLinkClickHandler,
  matchPath,
  matchRoutes,
  generatePath,
  createSearchParams,
  resolvePath,
  createPath,
  parsePath,
} from 'react-router';
