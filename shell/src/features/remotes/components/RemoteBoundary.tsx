import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LoadingState } from '@reeltime/shared-lib';
import type { ExposedModule, RemoteName } from '../api/exposedModules';
import { REMOTE_SECTION_NAMES } from '../api/remoteModules';
import { useRemoteLoader } from '../hooks/remoteLoaderContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { pageComponent } from './muiPage';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteBoundaryProps<R extends RemoteName> {
  remote: R;
  module: ExposedModule<R>;
  /** Shown while the module loads; a spinner by default. */
  loading?: ReactNode;
  /** Wraps the unavailable panel, e.g. in a dialog for an overlay. */
  renderUnavailable?: (panel: ReactNode) => ReactNode;
}

/** Renders one exposed module of a remote in its own Suspense + error boundary, with Retry. */
export function RemoteBoundary<R extends RemoteName>({
  remote,
  module,
  loading,
  renderUnavailable = (panel) => panel,
}: RemoteBoundaryProps<R>) {
  const loadRemoteModule = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);

  // React.lazy caches a rejected import, so every attempt needs a new lazy component.
  const RemoteComponent = useMemo(
    () => lazy(() => loadRemoteModule(remote, module, { retry: attempt > 0 }).then(pageComponent)),
    [loadRemoteModule, remote, module, attempt],
  );

  const panel = (
    <RemoteUnavailable sectionName={REMOTE_SECTION_NAMES[remote]} onRetry={() => setAttempt((n) => n + 1)} />
  );

  return (
    <RemoteErrorBoundary key={attempt} fallback={renderUnavailable(panel)}>
      <Suspense fallback={loading ?? <LoadingState />}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
