import { Icon, Link as RouterLink, useNavigate } from '@reeltime/shared-lib';
import './notFound.css';

/** The page of any unknown path: plain markup on the shared tokens, no MUI. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="rt-not-found">
      <p aria-hidden className="rt-not-found__code">
        404
      </p>
      <h1 className="rt-not-found__title">Page Not Found</h1>
      <p className="rt-not-found__text">
        The page you are looking for has moved, been removed, or never existed. Let&apos;s get you back to the movies.
      </p>
      <div className="rt-not-found__actions">
        <button type="button" className="rt-btn rt-btn--outlined rt-btn--inherit" onClick={() => void navigate(-1)}>
          <Icon name="ChevronLeft" />
          Go Back
        </button>
        <RouterLink className="rt-btn rt-btn--contained" to="/">
          Home Page
        </RouterLink>
        <RouterLink className="rt-btn rt-btn--outlined" to="/movies">
          <Icon name="TheatersOutline" />
          Browse Movies
        </RouterLink>
      </div>
      <p className="rt-not-found__help">
        Need help? Write to{' '}
        <a className="rt-not-found__link" href="mailto:support@reeltime.app">
          support@reeltime.app
        </a>
      </p>
    </div>
  );
}
