import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const PREVIEW_LENGTH = 100;

/** The description cut at 100 characters, with Read More / Read Less. */
export function ExpandableDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > PREVIEW_LENGTH;
  const shown = long && !expanded ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}...` : text;
  return (
    <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
      {shown}{' '}
      {long && (
        <Button
          variant="text"
          size="small"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </Button>
      )}
    </Typography>
  );
}
