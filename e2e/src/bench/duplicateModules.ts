import { createRequire } from 'node:module';

/** Code found in more than one of the page's script files. */
export interface DuplicateCode {
  /** Minified bytes of one copy. */
  bytes: number;
  files: string[];
  /** The start of the code, to recognise it. */
  excerpt: string;
}

/** The size guard's detector (build-config/second-copies.js), so the browser and the built files count alike. */
const { findSecondCopies } = createRequire(import.meta.url)('../../../build-config/second-copies.js') as {
  findSecondCopies: (scripts: Map<string, string>) => DuplicateCode[];
};

/**
 * Functions (library code, webpack modules, the federation runtime…) that appear in two or more
 * different files of `scripts` (url → source): code the page downloaded twice.
 */
export function findDuplicateCode(scripts: Map<string, string>): DuplicateCode[] {
  return findSecondCopies(scripts);
}
