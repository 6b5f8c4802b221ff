import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EmptyState, ErrorState, LoadingState, type Movie } from '@reeltime/shared-lib';
import { useMovieDetail } from '../hooks/useMovieDetail';
import { AlsoShowingNow } from './AlsoShowingNow';
import { ExpandableDescription } from './ExpandableDescription';
import { MovieFacts } from './MovieFacts';
import { MovieHeader } from './MovieHeader';
import { ShowtimePicker } from './ShowtimePicker';

/** SPEC's 640 px mobile breakpoint. */
const PHONE_QUERY = '(max-width: 639.95px)';

type MobileTab = 'book' | 'details';

function MovieAbout({ movie }: { movie: Movie }) {
  return (
    <Stack spacing={2.5}>
      {movie.description && <ExpandableDescription text={movie.description} />}
      <MovieFacts movie={movie} />
    </Stack>
  );
}

function BookTickets({ movie }: { movie: Movie }) {
  return (
    <Paper component="section" aria-labelledby="book-tickets-title" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="book-tickets-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Book Tickets
      </Typography>
      <ShowtimePicker movie={movie} />
    </Paper>
  );
}

function PhoneLayout({ movie }: { movie: Movie }) {
  const [tab, setTab] = useState<MobileTab>('book');
  return (
    <Stack spacing={2}>
      <MovieHeader movie={movie} />
      <Tabs value={tab} onChange={(_event, value: MobileTab) => setTab(value)} variant="fullWidth" aria-label="Movie sections">
        <Tab label="Book Ticket" value="book" id="tab-book" aria-controls="panel-book" />
        <Tab label="Movie Details" value="details" id="tab-details" aria-controls="panel-details" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'book' ? <BookTickets movie={movie} /> : <MovieAbout movie={movie} />}
      </Box>
    </Stack>
  );
}

function WideLayout({ movie }: { movie: Movie }) {
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
  const isPhone = useMediaQuery(PHONE_QUERY, { noSsr: true });

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [id]);

  const body = (() => {
    switch (detail.status) {
      case 'loading':
        return <LoadingState label="Loading movie..." />;
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
        return <ErrorState title="Could not load this movie" message={detail.message} actionLabel="Try Again" onAction={detail.retry} />;
      case 'ready':
        return (
          <Stack spacing={{ xs: 3, md: 5 }}>
            {isPhone ? <PhoneLayout movie={detail.movie} /> : <WideLayout movie={detail.movie} />}
            <AlsoShowingNow currentMovieId={detail.movie.id} />
          </Stack>
        );
    }
  })();

  return (
    <Box sx={{ py: { xs: 1.5, md: 3 } }}>
      <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate('/movies')} sx={{ mb: 2 }}>
        Back to Movies
      </Button>
      {body}
    </Box>
  );
}
