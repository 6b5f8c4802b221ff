import { useEffect } from 'react';
import { prefetchPage, useMediaMatch, useNavigate, useParams } from '@reeltime/shared-lib';
import type { MovieWithSlots } from '@reeltime/contract';
import { Icon, MOBILE_QUERY, QueryStates, useDocumentTitle } from '@reeltime/shared-lib';
import { useDeferredAnswer } from '../../movies/hooks/useDeferredAnswer';
import { useMovieDetail } from '../api/getMovie';
import { AlsoShowingNow } from './AlsoShowingNow';
import { MovieDetailSkeleton } from './MovieDetailSkeleton';
import { MovieReviews } from './MovieReviews';
import { MovieHeader } from './MovieHeader';
import { BookTickets, MovieAbout } from './MovieSections';
import { PhoneLayout } from './PhoneLayout';
import './movieDetail.css';
import { ARROW_BACK } from '../../showtimes/utils/icons';
import { seatSelectionPath } from '../../showtimes/utils/startBooking';

function WideLayout({ movie }: { movie: MovieWithSlots }) {
  return (
    <div className="rt-movie-wide">
      <MovieHeader movie={movie}>
        <MovieAbout movie={movie} />
      </MovieHeader>
      <BookTickets movie={movie} />
    </div>
  );
}

/** `/movies/{id}`: the movie, its showtimes (picking one starts a booking) and other movies. */
export function MovieDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const latest = useMovieDetail(id);
  // The movie is drawn in a deferred render, the skeleton (or the HTML's first paint) staying until it is.
  const detail = useDeferredAnswer(latest, latest.status === 'ready' ? latest.movie : undefined);
  const isPhone = useMediaMatch(MOBILE_QUERY);
  // A film with shows: picking seats is the likely next step, so its code is fetched while the customer reads (on a
  // phone there is no hover to fetch it when a showtime is reached for, only the tap).
  const bookableId = detail.status === 'ready' && detail.movie.slots.length > 0 ? detail.movie.id : null;
  useEffect(() => {
    if (bookableId !== null) prefetchPage(seatSelectionPath(bookableId), 'idle');
  }, [bookableId]);
  useDocumentTitle(
    detail.status === 'ready'
      ? `${detail.movie.title} — Tickets`
      : detail.status === 'not-found'
        ? 'Movie Not Found'
        : undefined,
  );

  const body = (
    <QueryStates
      loading={detail.status === 'loading'}
      skeleton={<MovieDetailSkeleton />}
      error={
        detail.status === 'error'
          ? { title: 'Could not load this movie', message: detail.message, onRetry: detail.retry }
          : null
      }
      empty={
        detail.status === 'not-found' && {
          title: 'Movie Not Found',
          message: "We couldn't find this movie. It may have been removed or the link may be wrong.",
          actionLabel: 'Go Back Home',
          onAction: () => navigate('/'),
        }
      }
    >
      {() =>
        detail.status === 'ready' && (
          <div className="rt-movie-detail__body">
            {isPhone ? <PhoneLayout movie={detail.movie} /> : <WideLayout movie={detail.movie} />}
            <MovieReviews key={detail.movie.id} movie={detail.movie} />
            <AlsoShowingNow currentMovieId={detail.movie.id} />
          </div>
        )
      }
    </QueryStates>
  );

  return (
    // `rt-movie-detail`: the HTML's first paint of the movie gives way once this holds more than the back button and the skeleton.
    <div className="rt-movie-detail">
      <button
        type="button"
        className="rt-btn rt-btn--inherit rt-movie-detail__back"
        onClick={() => navigate('/movies')}
      >
        <Icon name="ArrowBack" d={ARROW_BACK} />
        Back to Movies
      </button>
      {body}
    </div>
  );
}
