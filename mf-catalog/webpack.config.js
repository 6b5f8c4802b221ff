const { createWebpackConfig } = require('@reeltime/build-config');
const { appNamed } = require('@reeltime/build-config/apps');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'catalog',
  port: appNamed('catalog').port, // the default of the repository's apps.json
  title: 'ReelTime · catalog',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './MoviesPage': './src/exposes/MoviesPage.tsx',
    './MovieDetailPage': './src/exposes/MovieDetailPage.tsx',
    './SearchOverlay': './src/exposes/SearchOverlay.tsx',
    './CinemaPage': './src/exposes/CinemaPage.tsx',
  },
});
