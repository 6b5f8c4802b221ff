import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useStore } from '../../state/useStore';
import { favoritesStore, toggleFavorite } from '../../favorites/favoritesStore';
import type { Movie } from '../../domain/types';

/** Heart toggle; disabled with a spinner while this movie's request is in flight. */
export function FavoriteButton({ movie, size = 'medium' }: { movie: Movie; size?: 'small' | 'medium' }) {
  const isFavorite = useStore(favoritesStore, (state) => state.favoriteMovieIds.includes(movie.id));
  const busy = useStore(favoritesStore, (state) => Boolean(state.pending[movie.id]));
  const label = isFavorite ? `Remove ${movie.title} from favourites` : `Add ${movie.title} to favourites`;
  return (
    <Tooltip title={isFavorite ? 'Remove from favourites' : 'Add to favourites'}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={isFavorite}
          disabled={busy}
          size={size}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            void toggleFavorite(movie);
          }}
          sx={{ bgcolor: 'rgba(0,0,0,0.55)', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' } }}
        >
          {busy ? (
            <CircularProgress size={20} color="inherit" />
          ) : isFavorite ? (
            <FavoriteIcon color="primary" />
          ) : (
            <FavoriteBorderIcon />
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
}
