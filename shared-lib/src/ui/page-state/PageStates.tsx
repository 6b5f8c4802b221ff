import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import MovieFilterIcon from '@mui/icons-material/MovieFilter';

/** Centred spinner with an accessible label. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center', py: 10 }}>
      <CircularProgress aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

interface MessageStateProps {
  title: string;
  message?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  icon?: ReactNode;
}

function MessageState({ title, message, actionLabel, onAction, icon }: MessageStateProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
      {icon}
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {message && <Typography color="text.secondary">{message}</Typography>}
      {actionLabel && onAction && (
        <Box sx={{ pt: 1 }}>
          <Button variant="contained" onClick={onAction}>
            {actionLabel}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export function ErrorState(props: Omit<MessageStateProps, 'icon'>) {
  return (
    <Box role="alert">
      <MessageState {...props} icon={<ErrorOutlinedIcon color="error" sx={{ fontSize: 48 }} />} />
    </Box>
  );
}

export function EmptyState(props: Omit<MessageStateProps, 'icon'>) {
  return <MessageState {...props} icon={<MovieFilterIcon color="disabled" sx={{ fontSize: 48 }} />} />;
}
