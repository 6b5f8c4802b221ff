import type { ReactNode } from 'react';
import { AccountIcon } from '../../../components/AccountIcon';
import './loginRequired.css';

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
    <section aria-labelledby="login-required-title" className="rt-ac-login">
      <span className="rt-ac-login__icon">
        <AccountIcon name="LockOutlined" size={56} />
      </span>
      <h1 id="login-required-title" className="rt-ac-login__title">
        {title}
      </h1>
      <p className="rt-ac-login__message">{message}</p>
      <div className="rt-ac-login__actions">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={`rt-btn rt-btn--${action.variant ?? 'contained'}`}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}
