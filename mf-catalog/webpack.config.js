const { createWebpackConfig } = require('@reeltime/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3001,
  title: 'ReelTime · catalog',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './MoviesPage': './src/exposes/MoviesPage.tsx',
    './MovieDetailPage': './src/exposes/MovieDetailPage.tsx',
    './SearchOverlay': './src/exposes/SearchOverlay.tsx',
    './CinemaPage': './src/exposes/CinemaPage.tsx',
  },
});
