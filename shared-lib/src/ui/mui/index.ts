/**
 * `@reeltime/shared-lib/mui`: ReelTime's MUI theme and the provider for MUI pages. A federated
 * singleton of its own, loaded only by pages that use MUI; the main entry never imports it.
 */
export { MuiTheme } from './MuiTheme';
// Imported by no app any more: kept for apps built against 2.x, gone in 3.0 (CHANGELOG.md, "Deprecated").
export { useTouchedValidation } from '../../validation/useTouchedValidation';
export { ContentSkeleton } from '../page-state/ContentSkeleton';
