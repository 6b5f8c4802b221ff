const { createWebpackConfig } = require('@reeltime/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'booking',
  port: 3002,
  title: 'ReelTime · booking',
  exposes: {
    './SeatSelectionPage': './src/exposes/SeatSelectionPage.tsx',
    './PaymentPage': './src/exposes/PaymentPage.tsx',
  },
});
