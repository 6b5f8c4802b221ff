import type { ApiAnswer } from '@reeltime/contract';
import { useState, type FormEvent } from 'react';
import { apiClient, setToken, useApiMutation } from '@reeltime/shared-lib';

/** `POST /api/auth/login`, the site's own password sign-in; resolves with the token. */
export async function signIn(username: string, password: string): Promise<string> {
  const { data } = await apiClient.post<ApiAnswer<'/api/auth/login', 'post'>>('/api/auth/login', {
    username,
    password,
  });
  return data.token;
}

function signInError(status: number, message: string): string {
  if (status === 401) return 'Wrong email or password.';
  if (status === 0) return 'Could not reach ReelTime. Check the connection and try again.';
  return message || 'Sign-in failed. Please try again.';
}

/** The staff sign-in form's state; a successful sign-in sets the shared session's token. */
export function useStaffSignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const {
    run,
    busy: submitting,
    error: failure,
  } = useApiMutation(signIn, { onSuccess: (token) => setToken(token), error: false });
  const error = problem ?? (failure ? signInError(failure.status, failure.message) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem('Enter your email and password.');
      return;
    }
    setProblem(null);
    await run(email.trim(), password);
  }

  return { email, setEmail, password, setPassword, error, submitting, submit };
}
