'use strict';

const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-dependencies');
const { appConfigFromEnv } = require('./app-config');
const { createFederationRuntimeConfig } = require('./federation-runtime');
const { StartupAssetsPlugin } = require('./startup-assets-plugin');
const { muiKitCacheGroups } = require('./mui-kit-chunks');
const { stylesheetRule, stylesheetPlugins } = require('./stylesheets');
const { remotePagesManifest } = require('./remote-pages');

/** Text files get a brotli and a gzip copy at build time; the server picks one by `Accept-Encoding`. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const precompress = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
    compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
    compressionOptions: { level: 9 },
  }),
];

/** Puts the federation runtime script first in the page's <head>, before the app's entry. */
class FederationRuntimeScriptPlugin {
  constructor(runtimeFile) {
    this.runtimeFile = runtimeFile;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FederationRuntimeScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FederationRuntimeScriptPlugin', (data) => {
        const file = this.runtimeFile();
        if (!file) throw new Error('The federation runtime script was not built before the app');
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'FederationRuntimeScriptPlugin' },
          attributes: { defer: true, src: `/${file}` },
        });
        return data;
      });
    });
  }
}

/**
 * One webpack setup for the host and every remote: two builds per app, the federation runtime
 * script (federation-runtime.js) and then the app, whose bundles use that script's runtime core
 * (`experiments.externalRuntime`) instead of each carrying their own.
 *
 * @param {object} options
 * @param {string} options.dir        the app's folder (its package.json sits there)
 * @param {string} options.name       federation name: the app's name in apps.json ('shell', 'catalog', …)
 * @param {number} options.port       default dev-server port (overridable by `PORT`)
 * @param {Record<string,string>} [options.exposes]  the remote's public API; absent for the host
 * @param {string} [options.title]    page title of the app's own index.html
 * @param {string} [options.shellPages]  the host's own pages (JSON of name → path, relative to `dir`), copied
 *   into its `startup-assets.json` for its server (route-table.js); a remote's pages, with their paths, are
 *   declared in its `src/exposes/pages.json` (remote-pages.js)
 * @param {string} [options.legacyRemotePages]  the host's JSON of the pages of remotes built before they declared
 *   their paths (remote → module → path), copied into its `startup-assets.json` as well
 * @param {string} [options.entry]  the app's entry module, `./src/index.ts` unless given
 *
 * The host starts with Module Federation's `experiments.asyncStartup`: its entry waits for the shared
 * modules it consumes before running, so its entry module is the app itself (no `import('./bootstrap')`
 * hop, a chunk of its own one request later). A remote keeps `src/index.ts` → `src/bootstrap.tsx` for
 * its standalone page; on a composed page it loads through its `remoteEntry.js`, which waits for the
 * shared modules of each exposed module anyway.
 */
/** The host's federation name: its copies of shared singletons come first on a composed page. */
const HOST_NAME = 'shell';

function createWebpackConfig({
  dir,
  name,
  port,
  exposes,
  title = 'ReelTime',
  shellPages,
  legacyRemotePages,
  entry = './src/index.ts',
}) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    let runtimeFile = null;
    const recordRuntimeFile = {
      apply(compiler) {
        compiler.hooks.afterEmit.tap('RecordFederationRuntimeFile', (compilation) => {
          runtimeFile = [...compilation.entrypoints.get('federation-runtime').getFiles()].find((file) =>
            file.endsWith('.js'),
          );
        });
      },
    };
    const runtimeConfig = createFederationRuntimeConfig({
      dir,
      production,
      plugins: [recordRuntimeFile, ...(production ? precompress() : [])],
    });
    // The runtime build runs first and empties dist; the app's build keeps its script.
    runtimeConfig.output.clean = true;
    const appConfig = {
      name,
      dependencies: ['federation-runtime'],
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: entry },
      output: {
        path: path.join(dir, 'dist'),
        // Entry files of federated apps must keep a stable name; chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: { keep: /^federation-runtime\./ },
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
          stylesheetRule(),
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // axios in the browser always uses its xhr adapter: leave its fetch adapter out (axios-no-fetch-adapter.mjs).
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
          path.join(__dirname, 'axios-no-fetch-adapter.mjs'),
        ),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          ...(isHost ? { remotes: {} } : { exposes }),
          shared: sharedDependencies(dir),
          // Remotes are registered at run time; a remote that is down must not hold up the host.
          shareStrategy: 'loaded-first',
          // One runtime core per page, from federation-runtime.js (see federation-runtime.js); the host's
          // entry waits for its shared modules itself (asyncStartup) instead of a dynamic-import hop.
          experiments: { externalRuntime: true, ...(isHost && { asyncStartup: true }) },
          // Until a singleton is loaded, the host's copy (else the highest in range) wins (runtime-plugins/singleton-copies-in-range.js).
          runtimePlugins: [[require.resolve('./runtime-plugins/singleton-copies-in-range.js'), { host: HOST_NAME }]],
          dts: false,
          // A remote's page declarations (src/exposes/pages.json) ride in its manifest for the shell's server.
          ...(!isHost && { manifest: remotePagesManifest(dir, exposes) }),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          // A remote's own page is only its standalone bootstrap, served at the root: script URLs
          // must be absolute so deep links such as /movies/2 load /main.js, whatever publicPath is.
          publicPath: '/',
        }),
        new FederationRuntimeScriptPlugin(() => runtimeFile),
        ...stylesheetPlugins(production),
        new StartupAssetsPlugin({
          role: isHost ? 'host' : 'remote',
          asyncStartup: isHost,
          hostFiles: Object.fromEntries(
            Object.entries({ shellPages, legacyRemotePages })
              .filter(([, file]) => file)
              .map(([key, file]) => [key, path.join(dir, file)]),
          ),
        }),
        ...(production ? precompress() : []),
      ],
      // Only the host: it provides MUI and emotion to every page (see shared-dependencies.js); a
      // remote's copies are fallbacks (standalone), and splitting a remote's own chunks further
      // added a round-trip before the home page's first poster.
      ...(isHost && {
        optimization: {
          splitChunks: {
            cacheGroups: {
              ...muiKitCacheGroups(),
              // Each shared module (MUI per import path, emotion per package) is an async chunk of its
              // own. A library module two of them use (CircularProgress inside Button and IconButton,
              // emotion's serializer inside @emotion/react and @emotion/styled) would be copied into
              // both while under webpack's 20 KB minimum, and a page using both would load and run it
              // twice: library code used by two or more chunks gets a chunk of its own instead. Below
              // 3 KB (react/jsx-runtime) a copy costs less than the extra request; with no minimum,
              // MUI's small internals became dozens of sub-kilobyte chunks and every MUI page got heavier.
              sharedLibraryCode: {
                test: /[\\/]node_modules[\\/]/,
                chunks: 'async',
                minChunks: 2,
                minSize: 3000,
                priority: -5,
                reuseExistingChunk: true,
              },
            },
          },
        },
      }),
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
    return [runtimeConfig, appConfig];
  };
}

module.exports = { createWebpackConfig };
