import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createBoundariesPlugin } from './build-config/eslint/boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', '**/coverage/**', 'e2e/screenshots/**', '.skew/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Team and feature boundaries (build-config/eslint/boundaries.mjs, README "Boundaries").
    files: ['shell/src/**', 'mf-*/src/**', 'shared-lib/src/**'],
    plugins: { reeltime: createBoundariesPlugin() },
    rules: {
      'reeltime/boundaries': [
        'error',
        {
          // The features of each app that its other features may import; every other feature is private.
          sharedFeatures: {
            shell: ['remotes', 'header'],
            'mf-catalog': ['movies'],
            'mf-booking': ['booking-progress', 'confirmation'],
            'mf-account': ['session'],
          },
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'build-config/**/*.js', '**/jest.config.js', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
