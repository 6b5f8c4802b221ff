const { createWebpackConfig } = require('@reeltime/build-config');
const { appNamed } = require('@reeltime/build-config/apps');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin',
  port: appNamed('admin').port, // the default of the repository's apps.json
  title: 'ReelTime · admin',
  exposes: {
    './AdminApp': './src/exposes/AdminApp.tsx',
  },
});
