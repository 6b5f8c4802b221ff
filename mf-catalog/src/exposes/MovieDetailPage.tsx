import { MovieDetailPage } from '../features/movie-detail/components/MovieDetailPage';

export default MovieDetailPage;
