// Show times must read the cinema's clock whatever the device's zone: the tests run far from Asia/Kolkata.
process.env.TZ = 'America/Los_Angeles';

module.exports = {
  ...require('@reeltime/build-config').createJestConfig(__dirname),
  testTimeout: 20_000,
};
