import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What shared-lib offers and what the apps take: the names each entry of `package.json` "exports"
 * exports (runtime values and types, as the TypeScript compiler resolves them, re-exports followed), and
 * the names each app imports from each entry. Read by the export caps test and by
 * `npm run exports -w shared-lib`, which prints the table.
 */

export const SHARED_LIB_DIR = path.resolve(__dirname, '../..');
const ROOT = path.dirname(SHARED_LIB_DIR);
const PACKAGE = '@reeltime/shared-lib';

interface AppEntry {
  kind: string;
  dir: string;
}

/** The front-end apps (every app of `apps.json` but the API). */
export function frontEndApps(): string[] {
  const { apps } = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as { apps: AppEntry[] };
  return apps.filter((app) => app.kind !== 'api').map((app) => app.dir);
}

/** The entries of shared-lib's `package.json` "exports" that are code: `.` → `./src/index.ts`. */
export function entries(): Record<string, string> {
  const { exports } = JSON.parse(fs.readFileSync(path.join(SHARED_LIB_DIR, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([, file]) => /\.tsx?$/.test(file))
      .map(([entry, file]) => [entry, path.join(SHARED_LIB_DIR, file)]),
  );
}

export interface EntryExport {
  name: string;
  /** `value` when it exists at run time (a function, constant, class), else `type`. */
  kind: 'value' | 'type';
}

/** The names each entry exports (values and types alike), sorted. */
export function entryExports(): Record<string, EntryExport[]> {
  const files = entries();
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SHARED_LIB_DIR, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(Object.values(files), {
    ...config?.options,
    noEmit: true,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(files).map(([entry, file]) => {
      const source = program.getSourceFile(file);
      const symbol = source && checker.getSymbolAtLocation(source);
      if (!symbol) throw new Error(`${entry} (${file}) does not compile to a module`);
      const exported = checker.getExportsOfModule(symbol).map((item) => {
        const target = item.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(item) : item;
        return { name: item.name, kind: target.flags & ts.SymbolFlags.Value ? 'value' : 'type' } as EntryExport;
      });
      return [entry, exported.sort((a, b) => a.name.localeCompare(b.name))];
    }),
  );
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(item.name) && !item.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `@reeltime/shared-lib/mui` → `./mui`. */
function entryOf(specifier: string): string | undefined {
  if (specifier === PACKAGE) return '.';
  return specifier.startsWith(`${PACKAGE}/`) ? `.${specifier.slice(PACKAGE.length)}` : undefined;
}

/** Names bound from a module: `{ a, b: c }` of `const { a, b: c } = await import(...)`. */
function boundNames(pattern: ts.BindingName): string[] {
  if (!ts.isObjectBindingPattern(pattern)) return ['*'];
  return pattern.elements.map((element) => (element.propertyName ?? element.name).getText());
}

/** Every `entry → name` one file takes from shared-lib: static imports, re-exports and awaited dynamic imports. */
export function importsOfFile(file: string): [entry: string, name: string][] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: [string, string][] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const entry = entryOf(node.moduleSpecifier.text);
      if (entry) {
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
          for (const element of bindings.elements)
            found.push([entry, (element.propertyName ?? element.name).getText()]);
        } else found.push([entry, '*']);
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const entry = entryOf(node.arguments[0].text);
      if (entry) {
        const declaration =
          ts.isAwaitExpression(node.parent) && ts.isVariableDeclaration(node.parent.parent)
            ? node.parent.parent
            : undefined;
        for (const name of declaration ? boundNames(declaration.name) : ['*']) found.push([entry, name]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export const isTestFile = (file: string): boolean =>
  file.split(path.sep).includes('__tests__') || /\.test\.tsx?$/.test(file);

/**
 * entry → name → the apps that import it (`app` from its code, `app (tests)` from its tests only). An
 * import of a whole entry (`import * as`) is listed under `*`.
 */
export function appImports(): Record<string, Record<string, string[]>> {
  const usage: Record<string, Record<string, Set<string>>> = {};
  for (const app of frontEndApps()) {
    for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
      for (const [entry, name] of importsOfFile(file)) {
        ((usage[entry] ??= {})[name] ??= new Set()).add(isTestFile(file) ? `${app} (tests)` : app);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(usage).map(([entry, names]) => [
      entry,
      Object.fromEntries(
        Object.entries(names).map(([name, apps]) => {
          // An app whose code imports the name is listed once, without its tests.
          const list = [...apps].filter(
            (user) => !(user.endsWith(' (tests)') && apps.has(user.replace(' (tests)', ''))),
          );
          return [name, list.sort()];
        }),
      ),
    ]),
  );
}

/** The table `npm run exports -w shared-lib` prints: per entry, each export and the apps that import it. */
export function exportUsageTable(): string {
  const imports = appImports();
  return Object.entries(entryExports())
    .map(([entry, exported]) => {
      const values = exported.filter((item) => item.kind === 'value').length;
      const unused = exported.filter((item) => !imports[entry]?.[item.name]).length;
      const rows = exported.map(
        (item) =>
          `  ${item.name.padEnd(28)} ${item.kind.padEnd(6)} ${(imports[entry]?.[item.name] ?? ['(no app)']).join(', ')}`,
      );
      return [
        `${entry}: ${exported.length} exports (${values} values, ${exported.length - values} types), ${unused} imported by no app`,
        ...rows,
      ].join('\n');
    })
    .join('\n\n');
}

if (require.main === module) console.log(exportUsageTable());
