import { useEffect } from 'react';
import { loadUserName, useAuth } from '@reeltime/shared-lib';

/** SPEC §4: with a token and no user name, the profile is fetched automatically (once per login). */
export function useAutoLoadUserName(): void {
  const { token, userName, userStatus } = useAuth();
  useEffect(() => {
    if (token && !userName && userStatus === 'idle') void loadUserName();
  }, [token, userName, userStatus]);
}
