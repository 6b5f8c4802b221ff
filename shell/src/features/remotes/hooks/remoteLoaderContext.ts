import { createContext, useContext } from 'react';
import type { LoadRemoteModule } from '../api/remoteModules';

export const RemoteLoaderContext = createContext<LoadRemoteModule | null>(null);

export function useRemoteLoader(): LoadRemoteModule {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('No remote loader: render inside <RemoteLoaderContext.Provider>.');
  return loader;
}
