import { lazy, Suspense, useState } from 'react';
import { useAppEvent, type AuthTab } from '@reeltime/shared-lib';

const AuthModal = lazy(() => import('./AuthModal'));

/**
 * Loads the auth modal (MUI forms) on the first `auth:open-modal` and opens it on the requested
 * tab; from then on the modal listens to the event itself.
 */
export function AuthModalSlot() {
  const [firstTab, setFirstTab] = useState<AuthTab | null>(null);
  useAppEvent('auth:open-modal', (event) => setFirstTab((tab) => tab ?? event.tab ?? 'login'));
  if (!firstTab) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal initialTab={firstTab} />
    </Suspense>
  );
}
