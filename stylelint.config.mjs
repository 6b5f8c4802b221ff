/**
 * Stylelint for every stylesheet in the repository (`npm run lint`): the standard config, with the
 * rules that fight the way the stylesheets are named and written turned off, each with its reason.
 */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', '.skew/**', 'coverage/**'],
  rules: {
    // Classes are BEM under each team's prefix: `rt-card__title`, `rt-btn--contained`.
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
      { message: (selector) => `Expected class "${selector}" to be BEM in kebab case (block__element--modifier)` },
    ],
    // `(min-width: 640px)` works in every browser the site supports; the range form `(width >= 640px)` needs Safari 16.4.
    'media-feature-range-notation': 'prefix',
    // No autoprefixer runs: the few prefixed properties Safari still needs (backdrop-filter before 18,
    // text-size-adjust, background-clip: text) are written beside the standard ones by hand.
    'property-no-vendor-prefix': null,
  },
};
