import { FavoritesPage } from '../features/favorites/components/FavoritesPage';

export default FavoritesPage;
