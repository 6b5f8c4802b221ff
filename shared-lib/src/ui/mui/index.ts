/**
 * `@reeltime/shared-lib/mui`: ReelTime's MUI theme and the provider for MUI pages. A federated
 * singleton of its own, loaded only by pages that use MUI; the main entry never imports it.
 */
export { theme } from './theme';
export { MuiTheme } from './MuiTheme';
export { useTouchedValidation, type FieldRules } from '../../validation/useTouchedValidation';
export { ContentSkeleton, type SkeletonShape } from '../page-state/ContentSkeleton';
