import { AllMoviesPage } from '../features/movies/components/AllMoviesPage';

export default AllMoviesPage;

/** Built from light components only: the shell renders it without loading MUI. */
export const usesMui = false;
