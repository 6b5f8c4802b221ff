/**
 * `@reeltime/shared-lib/mui`: ReelTime's MUI theme and the provider for MUI pages. A federated
 * singleton of its own, loaded only by pages that use MUI; the main entry never imports it.
 */
export { MuiTheme } from './MuiTheme';
export { useTouchedValidation } from '../../validation/useTouchedValidation';
export { ContentSkeleton } from '../page-state/ContentSkeleton';
