import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppEvent, useAuth, type AuthTab } from '@reeltime/shared-lib';
import { useIdlePrefetch } from '../../remotes/hooks/useIdlePrefetch';

const loadAuthModal = () => import('./AuthModal');
const AuthModal = lazy(loadAuthModal);

/** What shows a customer reaching for a control: the pointer coming over it, keyboard focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Fetches the modal's code as soon as the customer reaches for a control marked `data-opens="auth"` (the header's
 * and the phone menu's Login/Signup), so their tap opens it from what is loaded; once.
 */
function usePrefetchOnAuthIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-opens="auth"]')) return;
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      loadAuthModal().catch(() => undefined);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
  }, []);
}

/**
 * Loads the auth modal (MUI forms) on the first `auth:open-modal` and opens it on the requested
 * tab; from then on the modal listens to the event itself. A signed-out visitor's browser fetches its code once
 * the customer uses the loaded page and it is idle (or sooner, on reaching for Login/Signup): a booking step that asks them to log
 * in, and the first tap on Login/Signup, then open it without waiting for the network.
 */
export function AuthModalSlot() {
  usePrefetchOnAuthIntent();
  useIdlePrefetch(useAuth().isLoggedIn ? null : loadAuthModal);
  const [firstTab, setFirstTab] = useState<AuthTab | null>(null);
  useAppEvent('auth:open-modal', (event) => setFirstTab((tab) => tab ?? event.tab ?? 'login'));
  if (!firstTab) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal initialTab={firstTab} />
    </Suspense>
  );
}
