import {
  eventBus,
  Icon,
  openAuthModal,
  toast,
  useApiMutation,
  useAuth,
  useCity,
  type Movie,
} from '@reeltime/shared-lib';
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
  const { run, busy } = useApiMutation(
    async (wanted: boolean, chosenCity: string) => {
      if (!wanted) {
        await removeMovieAlert(movie.id, chosenCity);
        return chosenCity;
      }
      return (await addMovieAlert(movie.id, chosenCity)).city;
    },
    {
      success: (alertCity, wanted) =>
        wanted ? `We'll e-mail you when ${movie.title} goes on sale in ${alertCity}` : undefined,
      onSuccess: (_city, wanted) => {
        if (!wanted) toast.info(`You will not be notified about ${movie.title}`);
      },
      error: 'Could not save your alert. Please try again.',
    },
  );
  const waiting =
    city !== null &&
    alerts.some((alert) => alert.movieId === movie.id && alert.city.toLowerCase() === city.toLowerCase());

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
    await run(!waiting, city);
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
