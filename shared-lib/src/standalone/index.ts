/**
 * `@reeltime/shared-lib/standalone`: what a remote needs to run on its own page (router, theme,
 * toasts, a password-only login stand-in). Only the remotes' standalone bootstraps import it; it is
 * not shared through Module Federation and no production page of the composed site loads it.
 */
export { startStandalone } from './startStandalone';
