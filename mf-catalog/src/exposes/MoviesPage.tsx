import { AllMoviesPage } from '../features/movies/components/AllMoviesPage';

export default AllMoviesPage;
