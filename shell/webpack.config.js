const { createWebpackConfig } = require('@reeltime/build-config');
const { appNamed } = require('@reeltime/build-config/apps');

// The host: no `exposes`, and no build-time remotes (they are registered at run time from /app-config.json).
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: appNamed('shell').port, // the default of the repository's apps.json
  title: 'ReelTime · Book movie tickets',
  // The shell's own pages (the remotes declare theirs): the router reads it, and the build hands it to the server.
  shellPages: 'src/app/shellPages.json',
  // The pages of remotes built before each remote declared its own paths, for the server to route them still.
  legacyRemotePages: 'src/app/legacyRemotePages.json',
  // The entry is the app itself: the host starts with asyncStartup, which waits for the shared modules first.
  entry: './src/bootstrap.tsx',
});
