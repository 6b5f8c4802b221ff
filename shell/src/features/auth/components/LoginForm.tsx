import { useState, type FormEvent } from 'react';
import { Icon, setToken, useApiMutation, useTouchedValidation, type AuthTab } from '@reeltime/shared-lib';
import { validatePassword, validateRequired } from '../utils/fieldRules';
import { logIn } from '../api/login';
import { AUTH_ICON_PATHS } from './authIcons';
import { AuthField } from './AuthField';
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
    <form className="rt-auth__form" noValidate onSubmit={submit} aria-label="Login">
      <AuthField
        label="Email or Mobile Number"
        autoComplete="username"
        autoFocus
        value={values.username}
        onChange={(text) => setValues((v) => ({ ...v, username: text }))}
        {...bind('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={values.password}
        onChange={(text) => setValues((v) => ({ ...v, password: text }))}
        {...bind('password')}
      />
      <button type="button" className="rt-auth__link rt-auth__forgot" onClick={() => onSwitch('resetpassword')}>
        Forgot password?
      </button>
      <SubmitButton busy={busy} label="Login" busyLabel="Logging in..." />
      <p className="rt-auth__divider">OR</p>
      <button
        type="button"
        className="rt-btn rt-btn--outlined rt-btn--inherit rt-btn--lg rt-btn--block"
        onClick={() => onSwitch('otplogin')}
      >
        <Icon name="SmsOutlined" d={AUTH_ICON_PATHS.SmsOutlined} />
        Login with OTP
      </button>
      <p className="rt-auth__aside">
        New to ReelTime?{' '}
        <button type="button" className="rt-auth__link" onClick={() => onSwitch('signup')}>
          Create an account
        </button>
      </p>
    </form>
  );
}
