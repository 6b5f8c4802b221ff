// The tests run far from the cinemas' time zone (Asia/Kolkata), so a show time that moved into the
// device's zone would fail them: every screen must read the cinema's clock.
process.env.TZ = 'America/Los_Angeles';

module.exports = {
  ...require('@reeltime/build-config').createJestConfig(__dirname),
  // The profile and dialog tests type and pick through MUI; on a busy shared machine they need more than 5 s.
  testTimeout: 20_000,
};
