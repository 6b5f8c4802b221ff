import { useFavoriteToggle, useFavorites } from '../../favorites/useFavorites';
import type { Movie } from '@reeltime/contract';
import { Icon } from '../light/Icon';
import './movieCard.css';

/** Heart toggle; disabled with a spinner while this movie's request is in flight. */
export function FavoriteButton({ movie, size = 'medium' }: { movie: Movie; size?: 'small' | 'medium' }) {
  const { favoriteMovieIds, pending } = useFavorites();
  const toggleFavorite = useFavoriteToggle();
  const isFavorite = favoriteMovieIds.includes(movie.id);
  const busy = Boolean(pending[movie.id]);
  const label = isFavorite ? `Remove ${movie.title} from favourites` : `Add ${movie.title} to favourites`;
  return (
    <button
      type="button"
      className={`rt-icon-btn rt-fav${size === 'small' ? ' rt-icon-btn--sm' : ''}`}
      aria-label={label}
      aria-pressed={isFavorite}
      title={isFavorite ? 'Remove from favourites' : 'Add to favourites'}
      disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggleFavorite(movie, isFavorite);
      }}
    >
      {busy ? (
        <span role="progressbar" aria-label="Saving" className="rt-spinner rt-spinner--md" />
      ) : (
        <Icon name={isFavorite ? 'Favorite' : 'FavoriteBorder'} />
      )}
    </button>
  );
}
