import { mutate } from 'swr';

/** Forgets every cached answer, public ones included, without asking again: each test starts with an empty cache. */
export function resetQueryCache(): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}
