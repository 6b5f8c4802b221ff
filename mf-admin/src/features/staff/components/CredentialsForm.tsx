import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface CredentialsFormProps {
  heading: ReactNode;
  /** The line under the heading: who signs in, or what the password is for. */
  intro: ReactNode;
  /** Shown above the fields; null: none. */
  error: string | null;
  submitting: boolean;
  submitLabel: string;
  /** The button's text while the form is being sent. */
  submittingLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** The fields (e-mail, passwords). */
  children: ReactNode;
}

/** The card of a back-office form that ends in a signed-in session: the sign-in, and setting an invited account's password. */
export function CredentialsForm({
  heading,
  intro,
  error,
  submitting,
  submitLabel,
  submittingLabel,
  onSubmit,
  children,
}: CredentialsFormProps) {
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2.5}>
        <div>
          <Typography variant="h5" component="h2">
            {heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {intro}
          </Typography>
        </div>
        {error && <Alert severity="error">{error}</Alert>}
        {children}
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

export interface CredentialFieldProps {
  label: string;
  type: 'email' | 'password';
  /** What the browser's password manager fills in: username, current-password or new-password. */
  autoComplete: 'username' | 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  /** The field's value is refused: `helperText` says why. */
  error?: boolean;
  onBlur?: () => void;
  autoFocus?: boolean;
}

/** A required field of a credentials form: the e-mail or a password. */
export function CredentialField({ onChange, ...field }: CredentialFieldProps) {
  return <TextField {...field} onChange={(event) => onChange(event.target.value)} required />;
}
