import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  hasFilters,
  NO_FILTERS,
  TIMES_OF_DAY,
  toggleFilter,
  type ShowtimeFilters as Filters,
} from '../utils/showtimeFilters';

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id={id} variant="body2" component="span" sx={{ fontWeight: 700, minWidth: { sm: 96 } }}>
        {label}
      </Typography>
      <Box role="group" aria-labelledby={id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {values.map((value) => {
          const active = chosen.includes(value);
          const { text, hint } = describe?.(value) ?? { text: value };
          return (
            <Button
              key={value}
              size="small"
              aria-pressed={active}
              variant={active ? 'contained' : 'outlined'}
              color={active ? 'primary' : 'inherit'}
              onClick={() => onToggle(value)}
              sx={{ borderRadius: 5, px: 1.5, textTransform: 'none' }}
            >
              {text}
              {hint && (
                <Box component="span" sx={{ ml: 0.5, fontWeight: 400, opacity: 0.85 }}>
                  ({hint})
                </Box>
              )}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

const timeLabel = (value: string) => {
  const option = TIMES_OF_DAY.find((candidate) => candidate.value === value);
  return { text: option?.label ?? value, hint: option?.hint };
};

/** Format, language and time of day: pick any values of each; the shows listed match all three. */
export function ShowtimeFilters({ options, chosen, onChange }: Props) {
  return (
    <Stack spacing={1.25} role="group" aria-label="Filter showtimes">
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
        <Box>
          <Button size="small" onClick={() => onChange(NO_FILTERS)} sx={{ textTransform: 'none' }}>
            Clear filters
          </Button>
        </Box>
      )}
    </Stack>
  );
}
