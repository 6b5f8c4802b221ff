'use strict';

/**
 * Writes `startup-assets.json`: what an app's entry loads before it can render, so the server can
 * preload it from the HTML instead of the browser discovering it one round-trip after another,
 * and the size guard can count it.
 *
 *   {
 *     "role": "host",                        // the host's pages also preload the route's remote
 *     "scripts": ["3696.1a2b3c4d5e.js"],     // what the entry loads before it runs: the shared packages
 *     "styles": [],                          //   its chunk consumes (asyncStartup), or the chunks of its
 *                                            //   dynamic imports (the bootstrap behind an async boundary),
 *                                            //   with their shared fallbacks
 *     "shared": ["react", …],                // shared packages those startup chunks consume
 *     "sharedFiles": { "react": ["…js"] },   // this app's own copy of every shared package
 *     "sharedConsumes": { "@mui/material/Button": ["@mui/material/styles", …] },  // the shared packages
 *                                            //   that copy consumes in turn (loaded with it)
 *     "exposes": { "./HomePage": { "shared": ["react", …] } },  // remotes: what each expose consumes
 *     "lazyModules": {                       // every module of the app's own src/ it imports on demand
 *       "src/features/legal/components/TermsPage.tsx": { "scripts": ["…js"], "shared": ["react", …] }
 *     },
 *     "shellPages": { "TermsPage": "/terms-and-conditions", … },  // the host: its own pages, and the pages of
 *     "legacyRemotePages": { "catalog": { "HomePage": "/" }, … }  //   remotes built before they declared paths
 *                                                                  //   (route-table.js)
 *   }
 *
 * Which copy of a shared package a page runs is decided at run time; the lists name this app's.
 */
const fs = require('node:fs');
const path = require('node:path');
const { onDemandImports } = require('./on-demand-imports');

const FILE = 'startup-assets.json';

const isConsume = (module) => module.constructor.name === 'ConsumeSharedModule';

/**
 * Options: `role` ('host' | 'remote'), `entry` (entrypoint name), `hostFiles` (the host's JSON
 * files copied in under their key: `{ shellPages: 'src/app/shellPages.json', … }`),
 * `asyncStartup` (the entry is built with Module Federation's asyncStartup: no dynamic import of it is startup).
 */
class StartupAssetsPlugin {
  constructor({ role, entry = 'main', hostFiles = {}, asyncStartup = false }) {
    this.role = role;
    this.asyncStartup = asyncStartup;
    this.entry = entry;
    this.hostFiles = hostFiles;
  }

  apply(compiler) {
    const { Compilation, NormalModule, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const { chunkGraph } = compilation;
          const entryChunks = new Set(entrypoint.chunks);

          // A consumed shared package is served by the copy the share scope picks: this app's provided
          // copy (its ProvideSharedModule's chunks) when it provides one, else the consume's fallback.
          const providers = new Map();
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ProvideSharedModule') continue;
            providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
          }

          const servingModules = (consume) => providers.get(consume.options.shareKey) ?? [consume];

          /** Chunks reachable from `modules`' async blocks, following shared packages (they load with a chunk). */
          const collect = (modules, chunks, consumed) => {
            const visitBlocks = (module) => {
              for (const block of module.blocks) {
                for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
                  if (entryChunks.has(chunk) || chunks.has(chunk)) continue;
                  chunks.add(chunk);
                  visitChunk(chunk);
                }
              }
            };
            const visitChunk = (chunk) => {
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (!isConsume(module)) continue;
                consumed.add(module.options.shareKey);
                for (const owner of servingModules(module)) visitBlocks(owner);
              }
            };
            for (const module of modules) visitBlocks(module);
            return { chunks, consumed, visitChunk };
          };

          const startupChunks = new Set();
          const startupShared = new Set();
          // The entry chunk holds the app's entry module and federation runtime modules. With an async
          // boundary the entry module's dynamic import is the bootstrap, loaded at start; with asyncStartup
          // the entry is the app itself and its dynamic imports load on demand (lazyModules), so only
          // what the entry chunk consumes is startup.
          const entryModules = [...entryChunks].flatMap((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)]);
          const startup = collect(
            entryModules.filter(
              (module) =>
                !this.asyncStartup &&
                (module instanceof NormalModule || module.constructor.name === 'ConcatenatedModule'),
            ),
            startupChunks,
            startupShared,
          );
          for (const chunk of entryChunks) startup.visitChunk(chunk);

          const sharedFiles = {};
          const sharedConsumes = {};
          const exposes = {};
          for (const module of compilation.modules) {
            if (isConsume(module)) {
              const key = module.options.shareKey;
              const files = new Set(sharedFiles[key] ?? []);
              const consumed = new Set(sharedConsumes[key] ?? []);
              const { visitChunk } = collect([], new Set(), consumed);
              for (const block of servingModules(module).flatMap((owner) => owner.blocks)) {
                for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
                  for (const file of chunk.files) files.add(file);
                  visitChunk(chunk);
                }
              }
              sharedFiles[key] = [...files].filter((file) => file.endsWith('.js')).sort();
              consumed.delete(key);
              sharedConsumes[key] = [...consumed].sort();
            }
            if (module.constructor.name === 'ContainerEntryModule') {
              for (const block of module.blocks) {
                const exposed = block.dependencies[0]?.exposedName;
                if (!exposed) continue;
                const consumed = new Set();
                const chunks = new Set();
                const { visitChunk } = collect([], chunks, consumed);
                for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visitChunk(chunk);
                exposes[exposed] = { shared: [...consumed].sort() };
              }
            }
          }

          const files = [...startupChunks].flatMap((chunk) => [...chunk.files]);
          const startupFiles = new Set(files);
          const lazyModules = {};
          const sourceDir = `${compiler.context}${path.sep}src${path.sep}`;
          for (const { importer, imported, chunks: loaded } of onDemandImports(compilation)) {
            if (!importer?.startsWith(sourceDir) || !imported?.startsWith(sourceDir)) continue;
            const chunks = new Set();
            const consumed = new Set();
            const { visitChunk } = collect([], new Set(), consumed);
            for (const chunk of loaded) {
              if (entryChunks.has(chunk)) continue;
              chunks.add(chunk);
              visitChunk(chunk);
            }
            const key = path.relative(compiler.context, imported).split(path.sep).join('/');
            lazyModules[key] = {
              scripts: [...chunks]
                .flatMap((chunk) => [...chunk.files])
                .filter((file) => file.endsWith('.js') && !startupFiles.has(file))
                .sort(),
              shared: [...consumed].sort(),
            };
          }
          const manifest = {
            role: this.role,
            scripts: files.filter((file) => file.endsWith('.js')).sort(),
            styles: files.filter((file) => file.endsWith('.css')).sort(),
            shared: [...startupShared].sort(),
            sharedFiles,
            sharedConsumes,
            exposes,
            lazyModules,
            ...Object.fromEntries(
              Object.entries(this.hostFiles).map(([key, file]) => [key, JSON.parse(fs.readFileSync(file, 'utf8'))]),
            ),
          };
          for (const file of Object.values(this.hostFiles)) compilation.fileDependencies.add(file);
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { StartupAssetsPlugin, STARTUP_ASSETS_FILE: FILE };
