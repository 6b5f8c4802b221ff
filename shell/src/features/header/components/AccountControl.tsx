import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Icon, openAuthModal, useAuth, useUserName } from '@reeltime/shared-lib';
import '../../../app/shell.css';

const AccountMenu = lazy(() => import('./AccountMenu'));

/** The header's account corner: Login/Signup, "Loading user...", "Retry Load User" or "Hi, {name}" with its menu. */
export function AccountControl() {
  const { isLoggedIn } = useAuth();
  const { userName, userStatus, retry } = useUserName();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  if (!isLoggedIn) {
    return (
      <button
        type="button"
        className="rt-btn rt-btn--contained"
        data-opens="auth"
        onClick={() => openAuthModal('login')}
      >
        Login/Signup
      </button>
    );
  }
  if (userStatus === 'failed') {
    return (
      <button type="button" className="rt-btn rt-btn--outlined rt-btn--inherit" onClick={retry}>
        <Icon name="Refresh" />
        Retry Load User
      </button>
    );
  }
  if (!userName) {
    return (
      <div role="status" className="rt-account__loading">
        <span className="rt-spinner rt-spinner--sm" aria-hidden />
        <span>Loading user...</span>
      </div>
    );
  }

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return (
    <div className="rt-account">
      <button
        ref={button}
        type="button"
        className="rt-btn rt-btn--inherit rt-account__name"
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Icon name="AccountCircle" />
        <span>Hi, {userName}</span>
        <Icon name="KeyboardArrowDown" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} anchor={button} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
