import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { MovieWithSlots } from '@reeltime/contract';
import { MovieHeader } from './MovieHeader';
import { BookTickets, MovieAbout } from './MovieSections';

type MobileTab = 'book' | 'details';

/** Below 640 px: the header, then "Book Ticket" and "Movie Details" tabs. Loaded only on phones. */
export default function PhoneLayout({ movie }: { movie: MovieWithSlots }) {
  const [tab, setTab] = useState<MobileTab>('book');
  return (
    <Stack spacing={2}>
      <MovieHeader movie={movie} />
      <Tabs
        value={tab}
        onChange={(_event, value: MobileTab) => setTab(value)}
        variant="fullWidth"
        aria-label="Movie sections"
      >
        <Tab label="Book Ticket" value="book" id="tab-book" aria-controls="panel-book" />
        <Tab label="Movie Details" value="details" id="tab-details" aria-controls="panel-details" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'book' ? <BookTickets movie={movie} /> : <MovieAbout movie={movie} />}
      </Box>
    </Stack>
  );
}
