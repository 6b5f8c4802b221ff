import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

export interface LoginRequiredAction {
  label: string;
  onClick: () => void;
  variant?: 'contained' | 'outlined';
}

/** What a logged-out visitor sees on a page that needs an account. */
export function LoginRequired({
  title,
  message,
  actions,
}: {
  title: string;
  message: ReactNode;
  actions: LoginRequiredAction[];
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="login-required-title"
      variant="outlined"
      sx={{
        maxWidth: 480,
        mx: 'auto',
        my: { xs: 4, sm: 8 },
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        borderRadius: 3,
      }}
    >
      <LockOutlinedIcon color="primary" sx={{ fontSize: 56 }} />
      <Typography id="login-required-title" variant="h5" component="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
        {actions.map((action) => (
          <Button key={action.label} variant={action.variant ?? 'contained'} onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
