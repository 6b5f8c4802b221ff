const { createWebpackConfig } = require('@reeltime/build-config');
const { appNamed } = require('@reeltime/build-config/apps');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'account',
  port: appNamed('account').port, // the default of the repository's apps.json
  title: 'ReelTime · account',
  exposes: {
    './ProfilePage': './src/exposes/ProfilePage.tsx',
    './MyBookingsPage': './src/exposes/MyBookingsPage.tsx',
    './FavoritesPage': './src/exposes/FavoritesPage.tsx',
  },
});
