import { useMemo } from 'react';
import { useLocation, useNavigate } from '@reeltime/shared-lib';
import {
  filtersFromSearch,
  NO_FILTERS,
  searchOf,
  toggleFilter,
  type BrowseFilters,
  type FilterName,
} from '../utils/browseFilters';

/**
 * The filters kept in the page's URL: each change is a new history entry, so a filtered list can be shared and
 * Back undoes the last change.
 */
export function useUrlFilters(): {
  filters: BrowseFilters;
  toggle: (name: FilterName, value: string) => void;
  clear: () => void;
} {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const go = (next: BrowseFilters) => void navigate({ pathname, search: searchOf(next) });
  return {
    filters,
    toggle: (name, value) => go(toggleFilter(filters, name, value)),
    clear: () => go(NO_FILTERS),
  };
}
