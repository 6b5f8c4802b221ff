import { MovieDetailPage } from '../features/movie-detail/components/MovieDetailPage';

export default MovieDetailPage;

/** Built from light components only: the shell renders it without loading MUI (its dialogs bring their own). */
export const usesMui = false;
