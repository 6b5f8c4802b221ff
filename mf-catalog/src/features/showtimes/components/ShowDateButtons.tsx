import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ShowDay } from '../utils/showFacts';

/** One button per show date (day, date, month); the pressed one is the date whose shows are listed. */
export function ShowDateButtons({
  days,
  selected,
  onPick,
}: {
  days: ShowDay[];
  selected: string;
  onPick: (showDate: string) => void;
}) {
  return (
    <Box
      role="group"
      aria-label="Show dates"
      sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', p: 0.5, pb: 1, scrollSnapType: 'x mandatory' }}
    >
      {days.map((day) => {
        const active = day.showDate === selected;
        return (
          <ButtonBase
            key={day.showDate}
            aria-pressed={active}
            onClick={() => onPick(day.showDate)}
            sx={{
              flex: '0 0 auto',
              scrollSnapAlign: 'start',
              flexDirection: 'column',
              width: 72,
              py: 1.25,
              borderRadius: 2,
              border: 1,
              borderColor: active ? 'primary.main' : 'divider',
              bgcolor: active ? 'primary.main' : 'background.paper',
              color: active ? 'primary.contrastText' : 'text.primary',
              transition: 'background-color 120ms ease, border-color 120ms ease',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            {/* The spaces make the accessible name "Sat 21 Nov", the label a sighted user reads. */}
            <Typography variant="caption" component="span" sx={{ textTransform: 'uppercase' }}>
              {day.dayName}
            </Typography>{' '}
            <Typography variant="h6" component="span" sx={{ lineHeight: 1.2, fontWeight: 800 }}>
              {day.date}
            </Typography>{' '}
            <Typography variant="caption" component="span">
              {day.monthName}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
