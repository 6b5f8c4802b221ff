import { SearchOverlay } from '../features/search/components/SearchOverlay';

export default SearchOverlay;
