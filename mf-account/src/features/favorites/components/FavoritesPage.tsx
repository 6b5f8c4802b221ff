import { useNavigate } from '@reeltime/shared-lib';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import { MovieGrid, MovieGridSkeleton, openAuthModal, useFavorites } from '@reeltime/shared-lib';
import { QueryStates } from '../../../components/QueryStates';
import { LoginGate } from '../../session/components/LoginGate';
import { PageTitle } from '../../session/components/PageTitle';
import { RemoveAllFavoritesButton } from './RemoveAllFavoritesButton';

// The page's wording, kept exactly as written.
const favouriteCount = (count: number) => `You have ${count} favourite movie(s)`;

function FavoritesList() {
  const navigate = useNavigate();
  const { favoriteMovies, loading, error, hasFetched, reload: retry } = useFavorites();

  const none = favoriteMovies.length === 0;
  return (
    <QueryStates
      loading={!hasFetched || (loading && none)}
      skeleton={<MovieGridSkeleton count={10} label="Loading your favourites..." />}
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
                <Button
                  variant="outlined"
                  color="inherit"
                  startIcon={<RefreshIcon />}
                  disabled={loading}
                  onClick={retry}
                >
                  Refresh
                </Button>
                <RemoveAllFavoritesButton count={favoriteMovies.length} />
              </>
            }
          />
          {error && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  Try Again
                </Button>
              }
            >
              {error}
            </Alert>
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
    <Box sx={{ py: { xs: 2, sm: 4 } }}>
      <LoginGate
        title="Please Login"
        message="Log in to see the movies you have marked as favourites."
        actions={[{ label: 'Login to View Favorites', onClick: () => openAuthModal('login') }]}
      >
        <FavoritesList />
      </LoginGate>
    </Box>
  );
}
