import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toApiError, toast, useParams } from '@reeltime/shared-lib';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { useAdminMovie } from '../api/getAdminMovie';
import { ArchiveMovieButton } from './ArchiveMovieButton';
import { MovieForm } from './MovieForm';
import { MovieStatusChip } from './MovieStatusChip';
import { PosterUpload } from './PosterUpload';
import { BackToMovies } from './BackToMovies';

/** `/admin/movies/:id`: the film's fields, its poster and archiving. */
export function MovieEditPage() {
  const id = Number(useParams().id);
  const { data: movie, error, mutate } = useAdminMovie(id);
  if (error) {
    const { status, message } = toApiError(error);
    return (
      <AdminFrame title="Movie" actions={<BackToMovies />}>
        <Alert
          severity="error"
          action={
            status === 404 ? undefined : (
              <Button color="inherit" onClick={() => void mutate()}>
                Try again
              </Button>
            )
          }
        >
          {status === 404
            ? 'This movie does not exist.'
            : message || 'Could not load the movie. Check the connection and try again.'}
        </Alert>
      </AdminFrame>
    );
  }
  if (!movie) {
    return (
      <AdminFrame title="Movie" actions={<BackToMovies />}>
        <Stack sx={{ alignItems: 'center', py: 8 }} role="status" aria-label="Loading the movie">
          <CircularProgress />
        </Stack>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title={movie.title} actions={<BackToMovies />}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <MovieStatusChip status={movie.status} />
        <ArchiveMovieButton movie={movie} />
      </Stack>
      <PosterUpload movie={movie} />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Details
      </Typography>
      <MovieForm key={movie.id} movie={movie} onSaved={(saved) => toast.success(`${saved.title} is saved.`)} />
    </AdminFrame>
  );
}
