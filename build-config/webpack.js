'use strict';

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-dependencies');
const { appConfigFromEnv } = require('./app-config');

/**
 * One webpack setup for the host and every remote.
 *
 * @param {object} options
 * @param {string} options.dir        the app's folder (its package.json sits there)
 * @param {string} options.name       federation name: 'shell' | 'catalog' | 'booking' | 'account'
 * @param {number} options.port       default dev-server port (overridable by `PORT`)
 * @param {Record<string,string>} [options.exposes]  the remote's public API; absent for the host
 * @param {string} [options.title]    page title of the app's own index.html
 */
function createWebpackConfig({ dir, name, port, exposes, title = 'ReelTime' }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // Entry files of federated apps must keep a stable name; chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          ...(isHost ? { remotes: {} } : { exposes }),
          shared: sharedDependencies(dir),
          // Remotes are registered at run time; a remote that is down must not hold up the host.
          shareStrategy: 'loaded-first',
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          // A remote's own page is only its standalone bootstrap, served at the root: script URLs
          // must be absolute so deep links such as /movies/2 load /main.js, whatever publicPath is.
          publicPath: '/',
        }),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: Number(process.env.PORT) || port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        setupMiddlewares(middlewares, devServer) {
          devServer.app.get('/app-config.json', (_req, res) => {
            res.set('Cache-Control', 'no-cache').json(appConfigFromEnv());
          });
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createWebpackConfig };
