// The router of the shell and every remote, one Module Federation singleton (issue 12 §5). Screens import routing
// from `@app/shared/router`, never from react-router-dom: shared as a whole package, React Router costs 71 KB
// gzipped on every first load; shared through this module, only the parts below (about 14 KB). Tests import
// MemoryRouter from react-router itself: the same module as here, so its context is the one these use.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
