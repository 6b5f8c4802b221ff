import type { ReactNode } from 'react';
// The design tokens, the page baseline and the light primitives (.rt-btn, .rt-skeleton…), once per page: every
// app renders inside AppProviders, so the other stylesheets use them without importing them again.
import './light/base.css';
import { ToastHost } from './toast/ToastHost';

/**
 * What every page of ReelTime sits in: the base styles (tokens as CSS custom properties) and the
 * toast renderer. MUI's theme is added only around MUI pages (`MuiTheme` from `@reeltime/shared-lib/mui`).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {/* First, so it listens before any page's mount effects publish a toast. */}
      <ToastHost />
      {children}
    </>
  );
}
