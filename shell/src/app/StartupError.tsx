import { AppProviders } from '@reeltime/shared-lib';
import './shell.css';

/** Shown when the site's configuration cannot be loaded, so nothing else can start. */
export function StartupError() {
  return (
    <AppProviders>
      <div role="alert" className="rt-state" style={{ minHeight: '100vh', justifyContent: 'center', padding: 24 }}>
        <h1 className="rt-state__title" style={{ fontSize: '2.125rem', fontWeight: 700 }}>
          ReelTime can&apos;t start right now
        </h1>
        <p className="rt-state__message">We couldn&apos;t reach our servers. Check your connection and try again.</p>
        <button type="button" className="rt-btn rt-btn--contained" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </AppProviders>
  );
}
