import Typography from '@mui/material/Typography';
import { toast, useNavigate } from '@reeltime/shared-lib';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { BackToMovies } from './BackToMovies';
import { MovieForm } from './MovieForm';

/** `/admin/movies/new`: the form; once created, the film's own page (to add its poster). */
export function NewMoviePage() {
  const navigate = useNavigate();
  return (
    <AdminFrame title="New movie" actions={<BackToMovies />}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Once the movie is created you can upload its poster.
      </Typography>
      <MovieForm
        onSaved={(movie) => {
          toast.success(`${movie.title} is created. Add its poster below.`);
          navigate(`/admin/movies/${movie.id}`);
        }}
      />
    </AdminFrame>
  );
}
