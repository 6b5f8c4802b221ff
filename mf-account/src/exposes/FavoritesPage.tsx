import { FavoritesPage } from '../features/favorites/components/FavoritesPage';

export default FavoritesPage;

/** Built from light components only: the shell renders it without loading MUI (its dialog brings its own). */
export const usesMui = false;
