import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The titles closest to what was typed, each a button that searches it. */
export function DidYouMean({
  suggestions,
  onPick,
}: {
  suggestions: readonly string[];
  onPick: (title: string) => void;
}) {
  const labelId = useId();
  if (suggestions.length === 0) return null;
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId} sx={{ alignItems: 'center', pt: 1 }}>
      <Typography id={labelId} color="text.primary">
        Did you mean
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        {suggestions.map((title) => (
          <Button key={title} variant="outlined" onClick={() => onPick(title)}>
            {title}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
