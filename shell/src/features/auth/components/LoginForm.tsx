import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { setToken, useApiMutation, useTouchedValidation, type AuthTab } from '@reeltime/shared-lib';
import { validatePassword, validateRequired } from '../utils/fieldRules';
import { logIn } from '../api/login';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

const RULES = {
  username: (value: string) => validateRequired(value, '*Email or Mobile Number is required'),
  password: (value: string) => validateRequired(value, '*Password is required') ?? validatePassword(value),
};

/** A login answered without a token is a failed login. */
async function logInForToken(username: string, password: string): Promise<string> {
  const token = await logIn(username, password);
  if (!token) throw new Error('No token in the login response');
  return token;
}

export function LoginForm({ onSwitch }: { onSwitch: (tab: AuthTab) => void }) {
  const [values, setValues] = useState({ username: '', password: '' });
  const { bind, touchAll } = useTouchedValidation(values, RULES);
  const { run, busy } = useApiMutation(logInForToken, {
    onSuccess: (token) => setToken(token),
    success: 'Login Successful!',
    error: 'Login failed. Please try again.',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!touchAll()) return;
    await run(values.username.trim(), values.password);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Login">
      <Stack spacing={1.25}>
        <TextField
          label="Email or Mobile Number"
          autoComplete="username"
          autoFocus
          value={values.username}
          onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
          {...bind('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          {...bind('password')}
        />
        <Box sx={{ textAlign: 'right', mt: '0 !important' }}>
          <Link component="button" type="button" variant="body2" onClick={() => onSwitch('resetpassword')}>
            Forgot password?
          </Link>
        </Box>
        <SubmitButton busy={busy} label="Login" busyLabel="Logging in..." />
        <Divider>
          <Typography variant="caption" color="text.secondary">
            OR
          </Typography>
        </Divider>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          startIcon={<SmsOutlinedIcon />}
          onClick={() => onSwitch('otplogin')}
        >
          Login with OTP
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to ReelTime?{' '}
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => onSwitch('signup')}
            sx={{ fontWeight: 600 }}
          >
            Create an account
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
