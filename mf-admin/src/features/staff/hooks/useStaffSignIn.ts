import { useState, type FormEvent } from 'react';
import { setToken, useApiMutation, useTouchedValidation } from '@reeltime/shared-lib';
import { signIn, signInError } from '../api/signIn';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const RULES = {
  email: (value: string) => {
    if (!value.trim()) return 'Enter your email.';
    return EMAIL_PATTERN.test(value.trim()) ? null : 'Enter an email address such as name@example.com.';
  },
  password: (value: string) => (value ? null : 'Enter your password.'),
};

/**
 * The staff sign-in form's state: each field says what is wrong under it once it is left or the form is sent; a
 * successful sign-in sets the shared session's token.
 */
export function useStaffSignIn() {
  const [values, setValues] = useState({ email: '', password: '' });
  const { bind, touchAll } = useTouchedValidation(values, RULES);
  const {
    run,
    busy: submitting,
    error: failure,
  } = useApiMutation(signIn, { onSuccess: (token) => setToken(token), error: false });
  const error = failure ? signInError(failure.status, failure.message) : null;

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    ...bind(name),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!touchAll()) return;
    await run(values.email.trim(), values.password);
  }

  return { email: field('email'), password: field('password'), error, submitting, submit };
}
