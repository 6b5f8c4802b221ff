import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { MovieWithSlots } from '@reeltime/contract';
import { EmptyState, ErrorState, MOBILE_QUERY, useDocumentTitle } from '@reeltime/shared-lib';
import { ContentSkeleton } from '@reeltime/shared-lib/mui';
import { useMovieDetail } from '../api/getMovie';
import { AlsoShowingNow } from './AlsoShowingNow';
import { MovieReviews } from './MovieReviews';
import { MovieHeader } from './MovieHeader';
import { BookTickets, MovieAbout } from './MovieSections';

/** The phone layout's MUI tabs are fetched only on phones (as soon as the page knows it is on one). */
const loadPhoneLayout = () => import('./PhoneLayout');
const PhoneLayout = lazy(loadPhoneLayout);
// On a phone, fetch it alongside the movie rather than after it.
if (typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches) void loadPhoneLayout();

function WideLayout({ movie }: { movie: MovieWithSlots }) {
  return (
    <Stack spacing={4}>
      <MovieHeader movie={movie}>
        <MovieAbout movie={movie} />
      </MovieHeader>
      <BookTickets movie={movie} />
    </Stack>
  );
}

/** `/movies/{id}`: the movie, its showtimes (picking one starts a booking) and other movies. */
export function MovieDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useMovieDetail(id);
  const isPhone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  useDocumentTitle(
    detail.status === 'ready'
      ? `${detail.movie.title} — Tickets`
      : detail.status === 'not-found'
        ? 'Movie Not Found'
        : undefined,
  );

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [id]);

  useEffect(() => {
    if (isPhone) void loadPhoneLayout();
  }, [isPhone]);

  const body = (() => {
    switch (detail.status) {
      case 'loading':
        return <ContentSkeleton shape="detail" label="Loading movie..." />;
      case 'not-found':
        return (
          <EmptyState
            title="Movie Not Found"
            message="We couldn't find this movie. It may have been removed or the link may be wrong."
            actionLabel="Go Back Home"
            onAction={() => navigate('/')}
          />
        );
      case 'error':
        return (
          <ErrorState
            title="Could not load this movie"
            message={detail.message}
            actionLabel="Try Again"
            onAction={detail.retry}
          />
        );
      case 'ready':
        // The list below waits with the phone layout, so it never shows first and then moves down.
        return (
          <Suspense fallback={<ContentSkeleton shape="detail" label="Loading movie..." />}>
            <Stack spacing={{ xs: 3, md: 5 }}>
              {isPhone ? <PhoneLayout movie={detail.movie} /> : <WideLayout movie={detail.movie} />}
              <MovieReviews key={detail.movie.id} movie={detail.movie} />
              <AlsoShowingNow currentMovieId={detail.movie.id} />
            </Stack>
          </Suspense>
        );
    }
  })();

  return (
    // `rt-movie-detail`: the HTML's first paint of the movie gives way once this holds more than the back button and the skeleton.
    <Box className="rt-movie-detail" sx={{ py: { xs: 1.5, md: 3 } }}>
      <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate('/movies')} sx={{ mb: 2 }}>
        Back to Movies
      </Button>
      {body}
    </Box>
  );
}
