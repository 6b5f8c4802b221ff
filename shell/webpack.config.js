const { createWebpackConfig } = require('@reeltime/build-config');

// The host: no `exposes`, and no build-time remotes (they are registered at run time from /app-config.json).
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'ReelTime · Book movie tickets',
});
