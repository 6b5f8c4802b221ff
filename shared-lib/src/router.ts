/**
 * The router, bundled once here (shared-lib is a singleton) so the shell's router and every
 * remote page use the same instance. Apps import these from `@reeltime/shared-lib`, never from
 * `react-router-dom` directly: a direct import would bundle a second router with its own context.
 * Declarative routers only (`BrowserRouter` + `useRoutes`): the data router (`createBrowserRouter`,
 * loaders, actions) is 18 KB more on every page and nothing here uses it.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
  type NavigateFunction,
  type LinkProps,
  type Location,
} from 'react-router-dom';
