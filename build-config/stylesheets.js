'use strict';

const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

/**
 * Stylesheets: a component imports its own `.css` file (`import './seat.css'`); css-loader reads it
 * and mini-css-extract-plugin writes the CSS of each chunk into a `.css` file of that chunk. The
 * webpack runtime (of the host or of the remote whose chunk it is) adds the chunk's `<link
 * rel="stylesheet">` and waits for it before the chunk's code runs, so a component never renders
 * unstyled; the manifests list each expose's CSS and `startup-assets.json` the startup CSS, which
 * the server preloads with the page (page-hints.js).
 */
function stylesheetRule() {
  // Plain global CSS under each team's class prefix, no CSS Modules; `@import`ed files join the importer's, `url()` stays as written.
  return {
    test: /\.css$/,
    use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: false, url: false } }],
  };
}

function stylesheetPlugins(production) {
  return [
    new MiniCssExtractPlugin({
      filename: '[name].css',
      chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      // Each team's rules sit under its own class prefix, so the order two chunks' CSS lands in never matters.
      ignoreOrder: true,
    }),
    ...(production ? [new CssMinimizerPlugin()] : []),
  ];
}

module.exports = { stylesheetRule, stylesheetPlugins };
