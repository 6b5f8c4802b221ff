import Button from '@mui/material/Button';
import { Link as RouterLink } from '@reeltime/shared-lib';

/** The frame's way back to the list of films. */
export function BackToMovies() {
  return (
    <Button component={RouterLink} to="/admin/movies" color="inherit">
      All movies
    </Button>
  );
}
