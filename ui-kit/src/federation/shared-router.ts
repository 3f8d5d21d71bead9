/**
 * What the apps share as 'react-router' (see rspack/create-app-config.mjs, which also keeps the import
 * below from consuming this module): the router's declarative API only. A shared module cannot be
 * tree-shaken (any remote may use any export), so sharing the whole package put all of react-router
 * (data routers, SSR, RSC, cookies: 60 KB gzip) on the first page load;
 * this list costs about 14 KB. It holds only the names the front ends import, since every export listed is
 * shipped; an app that needs another adds it here, and shared-router.spec.ts fails the tests until it does.
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
