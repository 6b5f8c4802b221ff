import {
  hasFilters,
  NO_FILTERS,
  TIMES_OF_DAY,
  toggleFilter,
  type ShowtimeFilters as Filters,
} from '../utils/showtimeFilters';
import './showtimes.css';

interface Props {
  /** What the shows offer. */
  options: Filters;
  chosen: Filters;
  onChange: (filters: Filters) => void;
}

function FilterGroup({
  label,
  values,
  chosen,
  describe,
  onToggle,
}: {
  label: string;
  values: string[];
  chosen: string[];
  describe?: (value: string) => { text: string; hint?: string };
  onToggle: (value: string) => void;
}) {
  if (values.length === 0) return null;
  const id = `showtime-filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="rt-filters__row">
      <span id={id} className="rt-filters__label">
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="rt-pills">
        {values.map((value) => {
          const { text, hint } = describe?.(value) ?? { text: value };
          return (
            <button
              key={value}
              type="button"
              aria-pressed={chosen.includes(value)}
              className="rt-pill"
              onClick={() => onToggle(value)}
            >
              {text}
              {hint && <span className="rt-pill__hint">({hint})</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}

const timeLabel = (value: string) => {
  const option = TIMES_OF_DAY.find((candidate) => candidate.value === value);
  return { text: option?.label ?? value, hint: option?.hint };
};

/** Format, language and time of day: pick any values of each; the shows listed match all three. */
export function ShowtimeFilters({ options, chosen, onChange }: Props) {
  return (
    <div role="group" aria-label="Filter showtimes" className="rt-filters">
      <FilterGroup
        label="Format"
        values={options.formats}
        chosen={chosen.formats}
        onToggle={(value) => onChange(toggleFilter(chosen, 'formats', value))}
      />
      <FilterGroup
        label="Language"
        values={options.languages}
        chosen={chosen.languages}
        onToggle={(value) => onChange(toggleFilter(chosen, 'languages', value))}
      />
      <FilterGroup
        label="Time of day"
        values={options.times}
        chosen={chosen.times}
        describe={timeLabel}
        onToggle={(value) => onChange(toggleFilter(chosen, 'times', value as Filters['times'][number]))}
      />
      {hasFilters(chosen) && (
        <div>
          <button type="button" className="rt-btn rt-btn--sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
