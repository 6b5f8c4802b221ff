import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createBoundariesPlugin } from './build-config/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      '**/coverage/**',
      'e2e/screenshots/**',
      '.skew/**',
    ],
  },
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
    // Team and feature boundaries (build-config/eslint/boundaries.mjs, docs/architecture.md "Boundaries").
    files: ['shell/src/**', 'mf-*/src/**', 'shared-lib/src/**'],
    plugins: { reeltime: createBoundariesPlugin() },
    rules: {
      'reeltime/boundaries': [
        'error',
        {
          // The features of each app that its other features may import; every other feature is private.
          sharedFeatures: {
            shell: ['remotes', 'header', 'city', 'dialog'],
            'mf-catalog': ['movies', 'browse', 'showtimes'],
            'mf-booking': ['booking-progress', 'confirmation', 'waiting-room'],
            'mf-account': ['session', 'dialogs'],
            'mf-admin': ['staff', 'back-office'],
          },
        },
      ],
    },
  },
  {
    // One copy per page: the router, rxjs and notistack come bundled in shared-lib and MUI is shared
    // per import path (docs/architecture.md "Shared singletons"); a direct import would ship a second copy.
    files: ['shell/src/**', 'mf-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: 'Import the router from @reeltime/shared-lib (one router per page).' },
            {
              name: 'rxjs',
              message:
                'Talk to other apps through eventBus / useAppEvent of @reeltime/shared-lib (one event bus per page).',
            },
            {
              name: 'notistack',
              message: 'Show toasts with toast.* from @reeltime/shared-lib; only the shell renders them.',
            },
            {
              name: '@mui/material',
              message: "Import MUI by path ('@mui/material/Button'): components are shared per path.",
            },
          ],
          patterns: [
            {
              group: ['rxjs/*', 'react-router/*', 'react-router-dom/*', 'notistack/*'],
              message: 'Use the router, event bus or toast of @reeltime/shared-lib.',
            },
          ],
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
