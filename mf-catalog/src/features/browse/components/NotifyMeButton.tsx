import { useState } from 'react';
import { eventBus, Icon, openAuthModal, toApiError, toast, useAuth, useCity, type Movie } from '@reeltime/shared-lib';
import { addMovieAlert, removeMovieAlert, useMovieAlerts } from '../api/movieAlerts';

/**
 * "Notify me" on a film not on sale in the customer's city yet: a logged-in customer with a city gets one e-mail when
 * its first show there goes on sale (pressed again, the request is dropped). Logged out, it asks to log in; without a
 * city, it opens the header's city picker.
 */
export function NotifyMeButton({ movie }: { movie: Movie }) {
  const { isLoggedIn } = useAuth();
  const city = useCity();
  const alerts = useMovieAlerts();
  const [busy, setBusy] = useState(false);
  const waiting = city !== null && alerts.some((alert) => alert.movieId === movie.id && alert.city.toLowerCase() === city.toLowerCase());

  const onClick = async () => {
    if (!isLoggedIn) {
      toast.info('Please login to get notified');
      openAuthModal('login');
      return;
    }
    if (city === null) {
      toast.info('Choose your city to get notified');
      eventBus.emit({ type: 'city:choose' });
      return;
    }
    setBusy(true);
    try {
      if (waiting) {
        await removeMovieAlert(movie.id, city);
        toast.info(`You will not be notified about ${movie.title}`);
      } else {
        const alert = await addMovieAlert(movie.id, city);
        toast.success(`We'll e-mail you when ${movie.title} goes on sale in ${alert.city}`);
      }
    } catch (error) {
      toast.error(toApiError(error).message || 'Could not save your alert. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`rt-btn rt-btn--sm ${waiting ? 'rt-btn--outlined rt-btn--inherit' : 'rt-btn--contained'}`}
      aria-pressed={waiting}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void onClick();
      }}
    >
      <Icon name="EmailOutline" />
      {waiting ? 'Notifying you' : 'Notify me'}
    </button>
  );
}
