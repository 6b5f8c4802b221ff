import { useState, type ReactNode } from 'react';
import { Icon, useAppEvent, type AuthTab } from '@reeltime/shared-lib';
import { ModalDialog } from '../../dialog/components/ModalDialog';
import { AUTH_ICON_PATHS } from './authIcons';
import { LoginForm } from './LoginForm';
import { OtpLoginForm } from './OtpLoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignupForm } from './SignupForm';
import './authModal.css';

const TITLES: Record<AuthTab, { title: string; subtitle: string }> = {
  login: { title: 'Welcome back', subtitle: 'Login to book tickets and keep your favourites.' },
  signup: { title: 'Create your account', subtitle: 'Join ReelTime in under a minute.' },
  otplogin: { title: 'Login with OTP', subtitle: 'No password needed.' },
  resetpassword: { title: 'Reset Password', subtitle: 'Get back into your account.' },
};

interface AuthDialogProps {
  title: string;
  subtitle: string;
  /** Where the header's Back button goes; no Back button when null. */
  onBack: (() => void) | null;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog's frame, full screen on phones: Back (on every tab but Login), Close, the title and the tab's form. */
function AuthDialog({ title, subtitle, onBack, onClose, children }: AuthDialogProps) {
  const titleId = 'auth-modal-title';
  return (
    <ModalDialog labelledBy={titleId} className="rt-auth" onClose={onClose}>
      <div className="rt-auth__bar">
        {onBack && (
          <button type="button" className="rt-icon-btn" aria-label="Back" onClick={onBack}>
            <Icon name="ArrowBack" d={AUTH_ICON_PATHS.ArrowBack} />
          </button>
        )}
        <button type="button" className="rt-icon-btn rt-auth__close" aria-label="Close" onClick={onClose}>
          <Icon name="Close" />
        </button>
      </div>
      <div className="rt-auth__body">
        <h2 id={titleId} className="rt-auth__title">
          {title}
        </h2>
        <p className="rt-auth__subtitle">{subtitle}</p>
        {children}
      </div>
    </ModalDialog>
  );
}

/**
 * The one login/signup dialog of the site, opened by `auth:open-modal` (shared-lib `openAuthModal`).
 * It closes on backdrop click and by itself once the user is logged in; the dialog locks page scroll.
 * Loaded with the first `auth:open-modal` (`AuthModalSlot`), which it opens on `initialTab`. Plain markup: a booking
 * step that asks for a login opens it without drawing MUI.
 */
export default function AuthModal({ initialTab }: { initialTab?: AuthTab }) {
  const [open, setOpen] = useState(initialTab !== undefined);
  const [tab, setTab] = useState<AuthTab>(initialTab ?? 'login');
  // Where "back" goes: the tab this one was opened from, or null to close the modal.
  const [previous, setPrevious] = useState<AuthTab | null>(null);

  useAppEvent('auth:open-modal', (event) => {
    setTab(event.tab ?? 'login');
    setPrevious(null);
    setOpen(true);
  });
  useAppEvent('auth:logged-in', () => setOpen(false));

  const close = () => setOpen(false);
  const switchTo = (next: AuthTab) => {
    setPrevious(tab);
    setTab(next);
  };
  const back = () => {
    if (previous && previous !== tab) {
      setTab(previous);
      setPrevious(null);
    } else {
      close();
    }
  };
  // After signing up or resetting the password: the login form, with no way "back" to the finished flow.
  const backToLogin = () => {
    setTab('login');
    setPrevious(null);
  };
  if (!open) return null;
  const { title, subtitle } = TITLES[tab];

  return (
    <AuthDialog title={title} subtitle={subtitle} onBack={tab !== 'login' ? back : null} onClose={close}>
      {tab === 'login' && <LoginForm onSwitch={switchTo} />}
      {tab === 'signup' && <SignupForm onSignedUp={backToLogin} onLogin={() => switchTo('login')} />}
      {tab === 'otplogin' && <OtpLoginForm onPasswordLogin={() => switchTo('login')} />}
      {tab === 'resetpassword' && <ResetPasswordForm onDone={backToLogin} />}
    </AuthDialog>
  );
}
