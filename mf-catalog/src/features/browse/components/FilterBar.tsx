import type { FacetCount } from '../api/getBrowse';
import { FILTER_NAMES, isChosen, type BrowseFilters, type FilterName } from '../utils/browseFilters';

const LABELS: Record<FilterName, string> = { language: 'Language', genre: 'Genre', format: 'Format' };

interface Props {
  filters: BrowseFilters;
  /** Null while the counts load: the rows keep their height (no layout shift). */
  facets: Record<FilterName, FacetCount[]> | null;
  onToggle: (name: FilterName, value: string) => void;
}

/**
 * Language, genre and format as rows of toggle chips with the number of films each would list; a chosen value
 * stays offered even when nothing matches it any more, so it can be switched off. Each row scrolls sideways on a phone.
 */
export function FilterBar({ filters, facets, onToggle }: Props) {
  return (
    <div className="rt-filters" aria-busy={facets === null}>
      {FILTER_NAMES.map((name) => {
        const offered = facets?.[name] ?? [];
        const values = [
          ...offered,
          ...filters[name]
            .filter((value) => !offered.some((facet) => facet.value.toLowerCase() === value.toLowerCase()))
            .map((value) => ({ value, count: 0 })),
        ];
        const labelId = `filter-${name}-label`;
        return (
          <div key={name} role="group" aria-labelledby={labelId} className="rt-filters__row">
            <span id={labelId} className="rt-filters__label">
              {LABELS[name]}
            </span>
            <div className="rt-filters__chips">
              {values.map(({ value, count }) => {
                const chosen = isChosen(filters, name, value);
                return (
                  <button
                    key={value}
                    type="button"
                    className="rt-filter-chip"
                    aria-pressed={chosen}
                    disabled={!chosen && count === 0}
                    onClick={() => onToggle(name, value)}
                  >
                    {value} <span className="rt-filter-chip__count">({count})</span>
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
