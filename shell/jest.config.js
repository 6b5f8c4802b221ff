const base = require('@reeltime/build-config').createJestConfig(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setupTests.ts'],
  // The auth forms type whole names and passwords into MUI fields: on a busy 2-core machine one
  // such test can take more than jest's default 5 s.
  testTimeout: 20_000,
};
