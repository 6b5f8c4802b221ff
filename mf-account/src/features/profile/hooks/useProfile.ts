import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_EXPIRED_MESSAGE, eventBus, setUserName, toApiError, toast, type UserProfile } from '@reeltime/shared-lib';
import { fetchProfile, updateProfile, type ProfileUpdate } from '../api/profileApi';
import { expireSession } from './expireSession';

/** SPEC §4: after a name change the profile is fetched again, 100 ms later. */
const REFETCH_DELAY_MS = 100;

export interface ProfileState {
  profile: UserProfile | null;
  loading: boolean;
  error: string | null;
  saving: boolean;
  reload: () => void;
  /** Resolves true when saved. */
  save: (update: ProfileUpdate) => Promise<boolean>;
}

export function useProfile(): ProfileState {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setError(null);
    try {
      setProfile(await fetchProfile(controller.signal));
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.cancelled) return;
      if (apiError.status === 401) expireSession();
      setError(apiError.status === 401 ? AUTH_EXPIRED_MESSAGE : apiError.message || 'Failed to fetch profile');
    } finally {
      if (inFlight.current === controller) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
    return () => {
      inFlight.current?.abort();
      clearTimeout(refetchTimer.current);
    };
  }, [load]);

  const save = async (update: ProfileUpdate): Promise<boolean> => {
    setSaving(true);
    try {
      const changed = await updateProfile(update);
      const next = { ...(profile as UserProfile), ...update, ...changed };
      setProfile(next);
      setUserName(next.username);
      eventBus.emit({ type: 'profile:updated', userName: next.username });
      toast.success('Profile updated successfully!');
      if (profile && next.username !== profile.username) {
        refetchTimer.current = setTimeout(() => void load(), REFETCH_DELAY_MS);
      }
      return true;
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.status === 401) expireSession();
      else toast.error(apiError.message || 'Failed to update profile');
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { profile, loading, error, saving, reload: () => void load(), save };
}
