const { createWebpackConfig } = require('@reeltime/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin',
  port: 3004,
  title: 'ReelTime · admin',
  exposes: {
    './AdminApp': './src/exposes/AdminApp.tsx',
  },
});
