/**
 * The router, bundled once here (shared-lib is a singleton) so the shell's router and every
 * remote page use the same instance. Apps import these from `@reeltime/shared-lib`, never from
 * `react-router-dom` directly: a direct import would bundle a second router with its own context.
 * Declarative routers only (`BrowserRouter` + `useRoutes`): the data router (`createBrowserRouter`,
 * loaders, actions) is 18 KB more on every page and nothing here uses it. Only what the apps use is
 * re-exported (each export is paid for on `/`); tests get `MemoryRouter` from `@reeltime/shared-lib/testing`.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useRoutes,
  useLocation,
  useNavigate,
  useParams,
  type RouteObject,
  type NavigateFunction,
  type Location,
} from 'react-router-dom';
