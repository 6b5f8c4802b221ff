import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * The query cache as tests need it: a request is not shared with the next test (no de-duplication
 * window), nothing revalidates on its own. Wrap `renderHook` in it (`{ wrapper: QueryTestConfig }`).
 */
export function QueryTestConfig({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ dedupingInterval: 0, revalidateOnFocus: false, revalidateOnReconnect: false }}>
      {children}
    </SWRConfig>
  );
}
