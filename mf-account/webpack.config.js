const { createWebpackConfig } = require('@reeltime/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'account',
  port: 3003,
  title: 'ReelTime · account',
  exposes: {
    './ProfilePage': './src/exposes/ProfilePage.tsx',
    './MyBookingsPage': './src/exposes/MyBookingsPage.tsx',
    './FavoritesPage': './src/exposes/FavoritesPage.tsx',
  },
});
