import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** The desk's one search box: a reference, an e-mail or a phone number. */
export function BookingSearchForm({ searching, onSearch }: { searching: boolean; onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(q.trim());
  }

  return (
    <Stack
      component="form"
      role="search"
      aria-label="Find a booking"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
    >
      <TextField
        label="Reference, e-mail or phone"
        placeholder="RT-7K3P9Q, asha@example.com or 98765 43210"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', maxLength: 254 } }}
      />
      <Button type="submit" variant="contained" disabled={searching} sx={{ minWidth: 120 }}>
        {searching ? 'Searching...' : 'Search'}
      </Button>
    </Stack>
  );
}
