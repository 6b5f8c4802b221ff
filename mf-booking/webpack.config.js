const { createWebpackConfig } = require('@reeltime/build-config');
const { appNamed } = require('@reeltime/build-config/apps');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'booking',
  port: appNamed('booking').port, // the default of the repository's apps.json
  title: 'ReelTime · booking',
  exposes: {
    './SeatSelectionPage': './src/exposes/SeatSelectionPage.tsx',
    './PaymentPage': './src/exposes/PaymentPage.tsx',
  },
});
