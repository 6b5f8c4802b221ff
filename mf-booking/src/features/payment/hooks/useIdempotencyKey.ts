import { useRef } from 'react';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One key per attempt-set: retrying the same payment reuses its key (the server replays the
 * first result instead of charging twice); changing any detail starts a new set.
 */
export function useIdempotencyKey(): (payload: unknown) => string {
  const current = useRef<{ signature: string; key: string } | null>(null);
  return (payload) => {
    const signature = JSON.stringify(payload);
    if (current.current?.signature !== signature) current.current = { signature, key: newKey() };
    return current.current.key;
  };
}
