import { useState } from 'react';
import Box from '@mui/material/Box';

export const STAR_WORDS = ['Terrible', 'Poor', 'Average', 'Good', 'Excellent'] as const;

/**
 * 1 to 5 stars as a radio group: Tab reaches it, the arrow keys change the rating, each star is read as
 * "3 stars" and the chosen one's word ("Good") is shown beside them.
 */
export function StarRatingInput({
  value,
  onChange,
  name,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  name: string;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 700 }}>
        Your rating
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        onMouseLeave={() => setHovered(null)}
      >
        <Box sx={{ display: 'inline-flex' }}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <Box
              component="label"
              key={stars}
              onMouseEnter={() => setHovered(stars)}
              sx={{
                position: 'relative',
                cursor: 'pointer',
                fontSize: '2rem',
                lineHeight: 1,
                px: 0.25,
                borderRadius: 1,
                color: stars <= shown ? '#ffc107' : 'text.disabled',
                '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => {
                  setHovered(null);
                  onChange(stars);
                }}
                className="rt-visually-hidden"
              />
              <span aria-hidden>★</span>
              <span className="rt-visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            </Box>
          ))}
        </Box>
        <Box component="span" aria-hidden sx={{ color: 'text.secondary', minWidth: '6em' }}>
          {shown > 0 ? STAR_WORDS[shown - 1] : ''}
        </Box>
      </Box>
    </Box>
  );
}
