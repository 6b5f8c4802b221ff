/**
 * The router, bundled once here (shared-lib is a singleton) so the shell's router and every
 * remote page use the same instance. Apps import these from `@reeltime/shared-lib`, never from
 * `react-router-dom` directly: a direct import would bundle a second router with its own context.
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
  RouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
  type NavigateFunction,
  type LinkProps,
} from 'react-router-dom';
