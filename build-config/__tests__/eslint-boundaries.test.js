'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');

const ROOT = path.join(__dirname, '../..');

/** Lints `code` as if it were the file `file` of the repository, with the repository's own eslint.config.mjs. */
async function boundaryErrors(file, code) {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages
    .filter((message) => ['reeltime/boundaries', 'no-restricted-imports'].includes(message.ruleId))
    .map((message) => message.message);
}

const CLEAN = "import { apiClient } from '@reeltime/shared-lib';\nexport const client = apiClient;\n";

nodeTest.test('a remote importing another remote fails lint', async () => {
  const errors = await boundaryErrors(
    'mf-catalog/src/features/home/components/Fixture.tsx',
    "import PaymentPage from '@reeltime/mf-booking/src/exposes/PaymentPage';\nexport const page = PaymentPage;\n",
  );
  assert.deepEqual(errors, [
    'mf-catalog may not import @reeltime/mf-booking: apps share code only through @reeltime/shared-lib',
  ]);
});

nodeTest.test('a relative path out of the package (into another app) fails lint', async () => {
  const errors = await boundaryErrors(
    'mf-account/src/features/favorites/components/Fixture.tsx',
    "export { default } from '../../../../../mf-catalog/src/exposes/HomePage';\n",
  );
  assert.deepEqual(errors, [
    "'../../../../../mf-catalog/src/exposes/HomePage' leaves mf-account: apps share code only through @reeltime/shared-lib",
  ]);
});

nodeTest.test('the shell importing a remote, even lazily, fails lint', async () => {
  const errors = await boundaryErrors(
    'shell/src/app/Fixture.tsx',
    "export const load = () => import('@reeltime/mf-account');\n",
  );
  assert.deepEqual(errors, [
    'shell may not import @reeltime/mf-account: apps share code only through @reeltime/shared-lib',
  ]);
});

nodeTest.test('shared-lib is imported only through its declared entries', async () => {
  const deep = await boundaryErrors(
    'mf-booking/src/features/payment/Fixture.ts',
    "export { apiClient } from '@reeltime/shared-lib/src/api/apiClient';\n",
  );
  assert.equal(deep.length, 1);
  assert.match(
    deep[0],
    /^@reeltime\/shared-lib\/src\/api\/apiClient is not an entry of @reeltime\/shared-lib; import one of: @reeltime\/shared-lib, @reeltime\/shared-lib\/mui/,
  );

  const standaloneInPage = await boundaryErrors(
    'mf-booking/src/exposes/Fixture.tsx',
    "export { startStandalone } from '@reeltime/shared-lib/standalone';\n",
  );
  assert.deepEqual(standaloneInPage, [
    "@reeltime/shared-lib/standalone is only for a remote's standalone bootstrap (src/bootstrap.tsx, src/standalone/)",
  ]);
  assert.deepEqual(
    await boundaryErrors(
      'mf-booking/src/bootstrap.tsx',
      "export { startStandalone } from '@reeltime/shared-lib/standalone';\n",
    ),
    [],
  );

  const testingInApp = await boundaryErrors(
    'mf-account/src/features/profile/Fixture.ts',
    "export { movieFixture } from '@reeltime/shared-lib/testing';\n",
  );
  assert.deepEqual(testingInApp, ['@reeltime/shared-lib/testing is only for tests']);
  assert.deepEqual(
    await boundaryErrors(
      'mf-account/src/features/profile/__tests__/Fixture.test.ts',
      "export { movieFixture } from '@reeltime/shared-lib/testing';\n",
    ),
    [],
  );
});

nodeTest.test('a feature imports another feature only when the app declares it shared', async () => {
  const privateFeature = await boundaryErrors(
    'mf-catalog/src/features/home/components/Fixture.tsx',
    "export { SearchOverlay } from '../../search/components/SearchOverlay';\n",
  );
  assert.deepEqual(privateFeature, [
    'features/home may not import features/search: features import only the features mf-catalog declares shared (features/movies, features/browse, features/showtimes)',
  ]);
  assert.deepEqual(
    await boundaryErrors(
      'mf-catalog/src/features/home/components/Fixture.tsx',
      "export { useMovies } from '../../movies/hooks/useMovies';\n",
    ),
    [],
  );
  assert.deepEqual(
    await boundaryErrors(
      'mf-catalog/src/features/home/components/Fixture.tsx',
      "export { HomeHero } from './HomeHero';\n",
    ),
    [],
  );
});

nodeTest.test('the API wire types come from the contract package by type-only imports', async () => {
  const file = 'mf-booking/src/features/payment/Fixture.ts';
  assert.deepEqual(
    await boundaryErrors(
      file,
      "import type { Booking } from '@reeltime/contract';\nexport const none: Booking | null = null;\n",
    ),
    [],
  );
  assert.deepEqual(await boundaryErrors(file, "export type { Booking } from '@reeltime/contract';\n"), []);
  assert.deepEqual(
    await boundaryErrors(
      file,
      "import { Booking } from '@reeltime/contract';\nexport const none: Booking | null = null;\n",
    ),
    ['@reeltime/contract holds types only: import them with `import type`'],
  );
});

nodeTest.test('an import through shared-lib passes', async () => {
  assert.deepEqual(await boundaryErrors('mf-catalog/src/features/home/components/Fixture.tsx', CLEAN), []);
});

nodeTest.test('an app importing the router or MUI other than through shared-lib or by path fails lint', async () => {
  const errors = await boundaryErrors(
    'mf-booking/src/features/payment/components/Fixture.tsx',
    "import { Link } from 'react-router-dom';\nimport { Button } from '@mui/material';\nexport const parts = [Link, Button];\n",
  );
  assert.deepEqual(errors, [
    "'react-router-dom' import is restricted from being used. Import the router from @reeltime/shared-lib (one router per page).",
    "'@mui/material' import is restricted from being used. Import MUI by path ('@mui/material/Button'): components are shared per path.",
  ]);
});
