import type { ReactNode } from 'react';
import '../../../app/shell.css';

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M16.37 12.6c-.02-2.2 1.8-3.26 1.88-3.31-1.03-1.5-2.62-1.7-3.18-1.73-1.35-.14-2.64.8-3.33.8-.69 0-1.74-.78-2.87-.76-1.47.02-2.84.86-3.6 2.18-1.54 2.67-.39 6.62 1.1 8.79.73 1.06 1.6 2.25 2.74 2.2 1.1-.04 1.51-.71 2.84-.71 1.32 0 1.7.71 2.86.69 1.18-.02 1.93-1.08 2.65-2.14.84-1.23 1.18-2.42 1.2-2.48-.03-.01-2.3-.88-2.3-3.5zM14.2 6.13c.6-.74 1.01-1.75.9-2.77-.87.04-1.93.58-2.55 1.31-.56.64-1.05 1.68-.92 2.67.97.08 1.96-.49 2.57-1.21z"
      />
    </svg>
  );
}

function PlayLogo() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden focusable="false">
      <path fill="#34d399" d="M4 2.5l10.2 9.5L4 21.5c-.3-.2-.5-.6-.5-1V3.5c0-.4.2-.8.5-1z" />
      <path fill="#60a5fa" d="M14.2 12L4 2.5c.3-.2.8-.2 1.2 0l12 6.8-3 2.7z" />
      <path fill="#f87171" d="M14.2 12l3 2.7-12 6.8c-.4.2-.9.2-1.2 0l10.2-9.5z" />
      <path fill="#fbbf24" d="M17.2 9.3l3 1.7c.8.5.8 1.5 0 2l-3 1.7-3-2.7 3-2.7z" />
    </svg>
  );
}

function Badge({ logo, small, big, label }: { logo: ReactNode; small: string; big: string; label: string }) {
  return (
    <span role="img" aria-label={label} className="rt-badge">
      {logo}
      <span>
        <span className="rt-badge__small">{small}</span>
        <span className="rt-badge__big">{big}</span>
      </span>
    </span>
  );
}

/** Store badges drawn in CSS and SVG: nothing is fetched from outside. The apps are not released yet. */
export function AppStoreBadges() {
  return (
    <div className="rt-badges">
      <Badge
        logo={<AppleLogo />}
        small="Download on the"
        big="App Store"
        label="Download on the App Store (coming soon)"
      />
      <Badge logo={<PlayLogo />} small="GET IT ON" big="Google Play" label="Get it on Google Play (coming soon)" />
    </div>
  );
}
