import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LoadingState } from '@reeltime/shared-lib';
import { REMOTE_SECTION_NAMES, type RemoteName } from '../api/exposedModules';
import { useRemoteLoader } from '../hooks/remoteLoaderContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadPage, readyPage } from '../utils/readyPages';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteBoundaryProps {
  remote: RemoteName;
  module: string;
  /** Shown while the module loads; a spinner by default. */
  loading?: ReactNode;
  /** Wraps the unavailable panel, e.g. in a dialog for an overlay. */
  renderUnavailable?: (panel: ReactNode) => ReactNode;
}

/** Renders one exposed module of a remote in its own Suspense + error boundary, with Retry. */
export function RemoteBoundary({ remote, module, loading, renderUnavailable = (panel) => panel }: RemoteBoundaryProps) {
  const loadRemoteModule = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);

  // A page loaded ahead renders at once; which component this boundary renders is settled when it mounts.
  const [loadedAhead] = useState(() => readyPage(loadRemoteModule, remote, module));
  // React.lazy caches a rejected import, so every attempt needs a new lazy component.
  const RemoteComponent = useMemo(
    () =>
      attempt === 0 && loadedAhead
        ? loadedAhead
        : lazy(() => loadPage(loadRemoteModule, remote, module, { retry: attempt > 0 })),
    [loadRemoteModule, remote, module, attempt, loadedAhead],
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
