import { act, screen } from '@testing-library/react';
import { openAuthModal, type AuthTab } from '@reeltime/shared-lib';
import { renderApp, type RenderedApp } from './renderApp';

/** Renders a shell page (no remotes involved) and opens the auth modal on `tab`. */
export async function openAuthModalAt(tab: AuthTab): Promise<RenderedApp & { dialog: HTMLElement }> {
  const rendered = renderApp('/terms-and-conditions');
  act(() => openAuthModal(tab));
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog };
}
