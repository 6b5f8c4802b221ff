import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Icon, useAppEvent, type AuthTab } from '@reeltime/shared-lib';
import { dialogKeys } from '../../header/hooks/dialogKeys';
import { useBodyScrollLock } from '../../header/hooks/useBodyScrollLock';
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

const FOCUSABLE = 'button:not([disabled]), input:not([disabled])';

interface AuthDialogProps {
  title: string;
  subtitle: string;
  /** Where the header's Back button goes; no Back button when null. */
  onBack: (() => void) | null;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dialog's frame: a modal panel over a backdrop, full screen on phones. Focus stays inside it (the form's first
 * field takes it), Escape, Close or a click on the backdrop closes it, the page behind does not scroll, and focus goes
 * back to where it was when it closes.
 */
function AuthDialog({ title, subtitle, onBack, onClose, children }: AuthDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Read while the dialog is first drawn, before its field takes focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const pressedOnBackdrop = useRef(false);
  useBodyScrollLock();
  useEffect(() => () => opener?.focus(), [opener]);

  // Only a click that starts and ends on the backdrop closes: not one that selects text in a field and ends outside.
  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };
  const titleId = 'auth-modal-title';

  return (
    <div className="rt-backdrop rt-backdrop--center" onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="rt-dialog rt-auth"
        onKeyDown={dialogKeys(panel, FOCUSABLE, onClose)}
      >
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
      </div>
    </div>
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
  if (!open) return null;
  const { title, subtitle } = TITLES[tab];

  return (
    <AuthDialog title={title} subtitle={subtitle} onBack={tab !== 'login' ? back : null} onClose={close}>
      {tab === 'login' && <LoginForm onSwitch={switchTo} />}
      {tab === 'signup' && (
        <SignupForm
          onSignedUp={() => {
            setTab('login');
            setPrevious(null);
          }}
          onLogin={() => switchTo('login')}
        />
      )}
      {tab === 'otplogin' && <OtpLoginForm onPasswordLogin={() => switchTo('login')} />}
      {tab === 'resetpassword' && (
        <ResetPasswordForm
          onDone={() => {
            setTab('login');
            setPrevious(null);
          }}
        />
      )}
    </AuthDialog>
  );
}
