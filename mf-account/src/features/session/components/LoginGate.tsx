import type { ReactNode } from 'react';
import { openAuthModal, useAuth, useNavigate } from '@reeltime/shared-lib';
import { LoginRequired, type LoginRequiredAction } from './LoginRequired';

interface LoginGateProps {
  /** What the logged-out panel says: the page's exact wording. */
  title: string;
  message: ReactNode;
  /** Default: "Login" (opens the auth modal) and "Go to Home". */
  actions?: LoginRequiredAction[];
  children: ReactNode;
}

/** The one login gate of the account pages: the page for a logged-in user, else a panel asking to log in. */
export function LoginGate({ title, message, actions, children }: LoginGateProps) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  if (isLoggedIn) return children;
  return (
    <LoginRequired
      title={title}
      message={message}
      actions={
        actions ?? [
          { label: 'Login', onClick: () => openAuthModal('login') },
          { label: 'Go to Home', onClick: () => navigate('/'), variant: 'outlined' },
        ]
      }
    />
  );
}
