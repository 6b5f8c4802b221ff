import { useCallback } from 'react';
import { useNavigate, clearSession, toast } from '@reeltime/shared-lib';

/** Clear the session, say so, go home and scroll to the top. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    toast.success('Logged out successfully!');
    void navigate('/');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [navigate]);
}
