'use strict';

/** The source file a module stands for: a concatenated module stands for its root module. */
function sourceFileOf(module) {
  return module?.resource ?? module?.rootModule?.resource;
}

/**
 * Every on-demand import (`import()`) in a webpack compilation: the file that imports, the file imported, and the
 * chunks the browser loads for it. A concatenated module carries the import blocks of every module it holds.
 *
 * @returns {Generator<{ importer: string | undefined, imported: string | undefined, chunks: Iterable<object> }>}
 */
function* onDemandImports(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  for (const module of compilation.modules) {
    for (const block of module.blocks ?? []) {
      const target = block.dependencies.map((dependency) => moduleGraph.getModule(dependency)).find(Boolean);
      yield {
        importer: sourceFileOf(module),
        imported: sourceFileOf(target),
        chunks: chunkGraph.getBlockChunkGroup(block)?.chunks ?? [],
      };
    }
  }
}

module.exports = { onDemandImports };
