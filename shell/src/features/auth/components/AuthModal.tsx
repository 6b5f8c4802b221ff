import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { MOBILE_QUERY, useAppEvent, type AuthTab } from '@reeltime/shared-lib';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { LoginForm } from './LoginForm';
import { OtpLoginForm } from './OtpLoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignupForm } from './SignupForm';

const TITLES: Record<AuthTab, { title: string; subtitle: string }> = {
  login: { title: 'Welcome back', subtitle: 'Login to book tickets and keep your favourites.' },
  signup: { title: 'Create your account', subtitle: 'Join ReelTime in under a minute.' },
  otplogin: { title: 'Login with OTP', subtitle: 'No password needed.' },
  resetpassword: { title: 'Reset Password', subtitle: 'Get back into your account.' },
};

/**
 * The one login/signup dialog of the site, opened by `auth:open-modal` (shared-lib `openAuthModal`).
 * It closes on backdrop click and by itself once the user is logged in; the dialog locks page scroll.
 * Loaded with the first `auth:open-modal` (`AuthModalSlot`), which it opens on `initialTab`.
 */
export default function AuthModal({ initialTab }: { initialTab?: AuthTab }) {
  const [open, setOpen] = useState(initialTab !== undefined);
  const [tab, setTab] = useState<AuthTab>(initialTab ?? 'login');
  // Where "back" goes: the tab this one was opened from, or null to close the modal.
  const [previous, setPrevious] = useState<AuthTab | null>(null);
  const fullScreen = useMediaQuery(MOBILE_QUERY);

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
  const { title, subtitle } = TITLES[tab];
  const titleId = 'auth-modal-title';

  return (
    <MuiTheme>
      <Dialog
        open={open}
        onClose={close}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
        slotProps={{
          paper: { sx: { backgroundImage: 'linear-gradient(160deg, rgba(225,29,72,0.10), transparent 45%)' } },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 1, pt: 1 }}>
          {tab !== 'login' ? (
            <IconButton aria-label="Back" onClick={back}>
              <ArrowBackIcon />
            </IconButton>
          ) : (
            <Box sx={{ width: 40 }} />
          )}
          <Box sx={{ flexGrow: 1 }} />
          <IconButton aria-label="Close" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <DialogContent sx={{ pt: 0, px: { xs: 2.5, sm: 4 }, pb: 4 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3, mt: 0.5 }}>
            {subtitle}
          </Typography>
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
        </DialogContent>
      </Dialog>
    </MuiTheme>
  );
}
