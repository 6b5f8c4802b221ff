import {
  Icon,
  MovieGrid,
  MovieGridSkeleton,
  QueryStates,
  openAuthModal,
  useFavorites,
  useNavigate,
} from '@reeltime/shared-lib';
import { PageFrame } from '../../../components/PageFrame';
import { LoginGate } from '../../session/components/LoginGate';
import { PageTitle } from '../../session/components/PageTitle';
import { RemoveAllFavoritesButton } from './RemoveAllFavoritesButton';
import './favoritesPage.css';

// The page's wording, kept exactly as written.
const favouriteCount = (count: number) => `You have ${count} favourite movie(s)`;

function FavoritesList() {
  const navigate = useNavigate();
  const { favoriteMovies, loading, error, hasFetched, reload: retry } = useFavorites();

  const none = favoriteMovies.length === 0;
  return (
    <QueryStates
      loading={!hasFetched || (loading && none)}
      skeleton={
        <>
          <PageTitle title="My Favourites" />
          <MovieGridSkeleton count={10} label="Loading your favourites..." />
        </>
      }
      error={error && none ? { title: "Couldn't load your favourites", message: error, onRetry: retry } : null}
      empty={
        none && {
          title: 'No favourites yet',
          message: 'Tap the heart on any movie to keep it here.',
          actionLabel: 'Browse Movies',
          onAction: () => navigate('/movies'),
        }
      }
      frame={(state) => (
        <>
          <PageTitle title="My Favourites" />
          {state}
        </>
      )}
    >
      {() => (
        <>
          <PageTitle
            title="My Favourites"
            subtitle={favouriteCount(favoriteMovies.length)}
            actions={
              <>
                <button
                  type="button"
                  className="rt-btn rt-btn--outlined rt-btn--inherit"
                  disabled={loading}
                  onClick={retry}
                >
                  <Icon name="Refresh" />
                  Refresh
                </button>
                <RemoveAllFavoritesButton count={favoriteMovies.length} />
              </>
            }
          />
          {error && (
            <div role="alert" className="rt-ac-alert">
              <Icon name="ErrorOutline" size={22} className="rt-icon rt-ac-alert__icon" />
              <p className="rt-ac-alert__message">{error}</p>
              <button type="button" className="rt-btn rt-btn--sm rt-btn--inherit rt-ac-alert__action" onClick={retry}>
                Try Again
              </button>
            </div>
          )}
          <MovieGrid movies={favoriteMovies} label="Favourite movies" />
        </>
      )}
    </QueryStates>
  );
}

/** `/favorite`: the logged-in user's favourite movies. */
export function FavoritesPage() {
  return (
    <PageFrame>
      <LoginGate
        title="Please Login"
        message="Log in to see the movies you have marked as favourites."
        actions={[{ label: 'Login to View Favorites', onClick: () => openAuthModal('login') }]}
      >
        <FavoritesList />
      </LoginGate>
    </PageFrame>
  );
}
