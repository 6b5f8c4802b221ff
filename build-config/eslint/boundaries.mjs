/**
 * ESLint rule `reeltime/boundaries`: the team boundaries of the front ends (docs/architecture.md "Boundaries").
 *
 * In `shell/src`, `mf-*\/src` and `shared-lib/src`:
 * 1. An app imports no other app: `@reeltime/<anything but shared-lib>` is an error, and so is a
 *    relative path that leaves the package (`../../mf-booking/src/…`). The API's wire types come from
 *    `@reeltime/contract` by `import type` (no run-time code; any other import of it is an error).
 * 2. `@reeltime/shared-lib` only through the entries its package.json `exports` declare; `./standalone`
 *    only from an app's standalone bootstrap (`src/bootstrap.tsx`, `src/standalone/`), `./testing`
 *    only from tests.
 * 3. Inside an app, features are independent: `features/<a>` may import `features/<b>` only when
 *    the app declares `<b>` shared (option `sharedFeatures`, e.g. the catalog's `movies`, the movie
 *    list its pages all use). Anything else two features need goes into a shared feature or into
 *    shared-lib.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
// The front ends of the repository's apps.json (the shell and the remotes), and shared-lib.
const FRONT_ENDS = [
  ...JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8'))
    .apps.filter((app) => app.kind !== 'api')
    .map((app) => app.dir),
  'shared-lib',
];
const SHARED_LIB = '@reeltime/shared-lib';
const CONTRACT = '@reeltime/contract';

function sharedLibEntries(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'shared-lib/package.json'), 'utf8'));
  return Object.keys(manifest.exports).filter((entry) => entry !== './package.json');
}

const isTestFile = (rel) => /(^|\/)(__tests__|testing)\//.test(rel) || /\.test\.[jt]sx?$/.test(rel);
const isStandaloneFile = (rel) => rel === 'src/bootstrap.tsx' || rel.startsWith('src/standalone/');

/** `features/<name>/…` of a path inside a package's src, or null. */
function featureOf(relToPackage) {
  const match = /^src\/features\/([^/]+)(\/.*)?$/.exec(relToPackage);
  return match ? { name: match[1], rest: match[2] ?? '' } : null;
}

function problem(source, pkg, relFile, root, entries, sharedFeatures, typeOnly) {
  if (source.startsWith('@reeltime/')) {
    const [scope, name, ...sub] = source.split('/');
    const pkgName = `${scope}/${name}`;
    if (source === CONTRACT) {
      return typeOnly ? null : `${CONTRACT} holds types only: import them with \`import type\``;
    }
    if (pkgName !== SHARED_LIB) {
      return `${pkg} may not import ${pkgName}: apps share code only through ${SHARED_LIB}`;
    }
    const entry = sub.length ? `./${sub.join('/')}` : '.';
    if (!entries.includes(entry)) {
      return `${source} is not an entry of ${SHARED_LIB}; import one of: ${entries.map((e) => (e === '.' ? SHARED_LIB : `${SHARED_LIB}/${e.slice(2)}`)).join(', ')}`;
    }
    if (entry === './standalone' && pkg !== 'shared-lib' && !isStandaloneFile(relFile)) {
      return `${SHARED_LIB}/standalone is only for a remote's standalone bootstrap (src/bootstrap.tsx, src/standalone/)`;
    }
    if (entry === './testing' && !isTestFile(relFile)) {
      return `${SHARED_LIB}/testing is only for tests`;
    }
    return null;
  }
  if (!source.startsWith('.')) return null;
  const packageDir = path.join(root, pkg);
  const target = path.resolve(path.dirname(path.join(packageDir, relFile)), source);
  const targetRel = path.relative(packageDir, target).split(path.sep).join('/');
  if (targetRel.startsWith('..') || path.isAbsolute(targetRel)) {
    return `'${source}' leaves ${pkg}: apps share code only through ${SHARED_LIB}`;
  }
  const from = featureOf(relFile);
  const to = featureOf(targetRel);
  const shared = sharedFeatures[pkg] ?? [];
  if (from && to && from.name !== to.name && !shared.includes(to.name)) {
    const declared = shared.length ? shared.map((name) => `features/${name}`).join(', ') : 'none';
    return `features/${from.name} may not import features/${to.name}: features import only the features ${pkg} declares shared (${declared})`;
  }
  return null;
}

export function createBoundariesPlugin(root = ROOT) {
  const entries = sharedLibEntries(root);
  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'ReelTime team and feature boundaries' },
      schema: [
        {
          type: 'object',
          properties: {
            sharedFeatures: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
          additionalProperties: false,
        },
      ],
    },
    create(context) {
      const sharedFeatures = context.options[0]?.sharedFeatures ?? {};
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const [pkg, ...rest] = file.split('/');
      const relFile = rest.join('/');
      if (!FRONT_ENDS.includes(pkg) || !relFile.startsWith('src/')) return {};
      const check = (node, typeOnly = false) => {
        if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
        const message = problem(node.value, pkg, relFile, root, entries, sharedFeatures, typeOnly);
        if (message) context.report({ node, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source, node.importKind === 'type'),
        ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
        ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
        ImportExpression: (node) => check(node.source),
        // jest.mock('…') and require('…') name modules too.
        CallExpression: (node) => {
          const callee = node.callee;
          const isRequire = callee.type === 'Identifier' && callee.name === 'require';
          const isJestMock =
            callee.type === 'MemberExpression' &&
            callee.object.name === 'jest' &&
            ['mock', 'requireActual'].includes(callee.property.name);
          if (isRequire || isJestMock) check(node.arguments[0]);
        },
      };
    },
  };
  return { rules: { boundaries: rule } };
}
