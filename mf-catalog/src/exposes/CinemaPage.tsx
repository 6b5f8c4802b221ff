import { CinemaPage } from '../features/cinemas/components/CinemaPage';

export default CinemaPage;

/** Built from light components only: the shell renders it without loading MUI. */
export const usesMui = false;
