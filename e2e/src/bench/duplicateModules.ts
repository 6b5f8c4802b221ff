import { createHash } from 'node:crypto';
import { parse, tokenizer, type Node, type Token } from 'acorn';

/** Code found in more than one of the page's script files. */
export interface DuplicateCode {
  /** Minified bytes of one copy. */
  bytes: number;
  files: string[];
  /** The start of the code, to recognise it. */
  excerpt: string;
}

/** Functions shorter than this are ignored (tiny helpers are legitimately inlined everywhere). */
const MIN_FUNCTION_CHARS = 300;

type AnyNode = Node & Record<string, unknown>;

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function* children(node: AnyNode): Generator<AnyNode> {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value)
        if (item && typeof item === 'object' && typeof (item as AnyNode).type === 'string') yield item as AnyNode;
    } else if (value && typeof value === 'object' && typeof (value as AnyNode).type === 'string') {
      yield value as AnyNode;
    }
  }
}

function parseScript(source: string): AnyNode | null {
  for (const sourceType of ['script', 'module'] as const) {
    try {
      return parse(source, { ecmaVersion: 'latest', sourceType }) as unknown as AnyNode;
    } catch {
      // try the other source type
    }
  }
  return null;
}

/**
 * A fingerprint of code that survives minification differences between two builds of the same
 * library: mangled (1–2 letter) names and numbers (webpack module ids) are blanked out.
 */
class Fingerprinter {
  private readonly tokens: Token[];

  constructor(source: string) {
    this.tokens = [...tokenizer(source, { ecmaVersion: 'latest' })];
  }

  of(start: number, end: number): string {
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.tokens[middle]!.start < start) low = middle + 1;
      else high = middle;
    }
    const hash = createHash('sha1');
    for (let index = low; index < this.tokens.length && this.tokens[index]!.end <= end; index += 1) {
      const token = this.tokens[index]! as Token & { value?: unknown };
      const label = token.type.label;
      if (label === 'name' && String(token.value).length <= 2) hash.update('_ ');
      else if (label === 'num') hash.update('0 ');
      else hash.update(`${label}:${String(token.value ?? '')} `);
    }
    return hash.digest('hex');
  }
}

interface ParsedScript {
  url: string;
  source: string;
  program: AnyNode;
  fingerprints: Fingerprinter;
}

function* functionsOf(node: AnyNode): Generator<AnyNode> {
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (FUNCTION_TYPES.has(current.type) && current.end - current.start >= MIN_FUNCTION_CHARS) yield current;
    stack.push(...children(current));
  }
}

/**
 * Functions (library code, webpack modules, the federation runtime…) that appear in two or more
 * different files of `scripts` (url → source): code the page downloaded twice. A duplicated
 * function is reported once, without the functions nested in it.
 */
export function findDuplicateCode(scripts: Map<string, string>): DuplicateCode[] {
  const parsed: ParsedScript[] = [];
  for (const [url, source] of scripts) {
    const program = parseScript(source);
    if (!program) continue;
    try {
      parsed.push({ url, source, program, fingerprints: new Fingerprinter(source) });
    } catch {
      // untokenizable: skip
    }
  }
  const filesByKey = new Map<string, Set<string>>();
  for (const script of parsed) {
    for (const fn of functionsOf(script.program)) {
      const key = script.fingerprints.of(fn.start, fn.end);
      const files = filesByKey.get(key) ?? new Set<string>();
      files.add(script.url);
      filesByKey.set(key, files);
    }
  }
  const reported = new Map<string, DuplicateCode>();
  for (const script of parsed) {
    const stack = [script.program];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (FUNCTION_TYPES.has(node.type) && node.end - node.start >= MIN_FUNCTION_CHARS) {
        const key = script.fingerprints.of(node.start, node.end);
        const files = filesByKey.get(key)!;
        if (files.size > 1) {
          if (!reported.has(key)) {
            reported.set(key, {
              bytes: node.end - node.start,
              files: [...files],
              excerpt: script.source.slice(node.start, node.start + 80),
            });
          }
          continue;
        }
      }
      stack.push(...children(node));
    }
  }
  return [...reported.values()].sort((a, b) => b.bytes - a.bytes);
}
