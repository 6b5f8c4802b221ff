'use strict';

const path = require('node:path');

/** The jest setup of every ReelTime front end: swc, jsdom that msw 2 works in, jest-dom matchers. */
function createJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.[cm]?[tj]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // msw 2 ships a few ESM-only dependencies.
    transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|@mswjs)/)'],
    moduleNameMapper: { '\\.(png|jpe?g|gif|svg|webp|css)$': path.join(__dirname, 'file-stub.js') },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.js')],
    clearMocks: true,
  };
}

module.exports = { createJestConfig };
