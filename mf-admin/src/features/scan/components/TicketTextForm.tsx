import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/**
 * Paste (or let a keyboard-wedge scanner type) a ticket's QR text. Enter checks it, Shift+Enter adds a
 * line; the field is emptied and keeps focus, ready for the next ticket.
 */
export function TicketTextForm({ checking, onCheck }: { checking: boolean; onCheck: (text: string) => void }) {
  const [text, setText] = useState('');

  function submit(event?: FormEvent) {
    event?.preventDefault();
    onCheck(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label="Check a ticket by its text">
      <TextField
        label="Ticket QR text"
        placeholder='Paste the scanned text, e.g. {"bookingId":12,…,"ref":"RT-7K3P9Q","sig":"…"}'
        helperText="Enter checks the ticket."
        multiline
        minRows={2}
        maxRows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={checking}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {checking ? 'Checking...' : 'Check ticket'}
      </Button>
    </Stack>
  );
}
