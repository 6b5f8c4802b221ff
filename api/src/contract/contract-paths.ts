import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where the generated contract files are committed, and what they are made from. */
export const contractPaths = {
  root,
  apiSources: path.join(root, 'api', 'src'),
  openapi: path.join(root, 'contract', 'openapi.json'),
  types: path.join(root, 'contract', 'src', 'wire.gen.ts'),
  /** The hash of the sources the committed files were last made from on this machine (not committed). */
  sourceHash: path.join(root, 'node_modules', '.cache', 'reeltime-contract', 'source-hash'),
};
