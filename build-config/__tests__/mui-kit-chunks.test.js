'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { muiKitCacheGroups } = require('../mui-kit-chunks');

const GROUPS = muiKitCacheGroups();
const MODULES = '/repo/node_modules';

/** The file a module lands in: the highest-priority group whose test takes it, or its own chunk. */
function fileOf(resource) {
  const matching = Object.values(GROUPS)
    .filter((group) => (typeof group.test === 'function' ? group.test({ resource }) : group.test.test(resource)))
    .filter((group) => group.minChunks === undefined)
    .sort((a, b) => b.priority - a.priority);
  return matching[0]?.name ?? 'own chunk';
}

/** A chunk as splitChunks sees it: the chunk groups it belongs to and what asked for each. */
const chunkFrom = (...origins) => ({ groupsIterable: origins.map((origin) => ({ origins: [origin] })) });
class ProvideSharedModule {
  constructor(name) {
    this._name = name;
  }
}
const provided = (name) => ({ module: new ProvideSharedModule(name) });

nodeTest.test('what every MUI page draws with goes into one kit, with the styling engine and every class-name list', () => {
  for (const file of [
    '@mui/material/Button/Button.js', '@mui/material/Typography/Typography.js', '@mui/material/styles/createTheme.js',
    '@mui/system/esm/createBox.js', '@emotion/react/dist/emotion-react.browser.esm.js', '@mui/material/Dialog/dialogClasses.js',
    '@mui/material/Grow/Grow.js',
  ]) {
    assert.equal(fileOf(`${MODULES}/${file}`), 'mui-kit', file);
  }
});

nodeTest.test('dialogs, booking steps and form fields come in a file each; other components keep their own', () => {
  assert.equal(fileOf(`${MODULES}/@mui/material/Dialog/Dialog.js`), 'mui-dialog');
  assert.equal(fileOf(`${MODULES}/@mui/material/Modal/Modal.js`), 'mui-dialog');
  assert.equal(fileOf(`${MODULES}/@mui/material/StepLabel/StepLabel.js`), 'mui-stepper');
  assert.equal(fileOf(`${MODULES}/@mui/material/TextField/TextField.js`), 'mui-form');
  assert.equal(fileOf(`${MODULES}/@mui/material/Select/SelectInput.js`), 'mui-form');
  assert.equal(fileOf(`${MODULES}/@mui/material/Tooltip/Tooltip.js`), 'own chunk');
  assert.equal(fileOf('/repo/shell/src/features/legal/components/TermsPage.tsx'), 'own chunk');
});

nodeTest.test("only the chunks of the MUI the shell provides are regrouped, never its startup or its own pages", () => {
  const { chunks } = GROUPS.muiKit;
  assert.equal(chunks(chunkFrom(provided('@mui/material/Button'))), true);
  assert.equal(chunks(chunkFrom(provided('@emotion/react'), provided('@reeltime/shared-lib/mui'))), true);
  assert.equal(chunks(chunkFrom(provided('react-dom'))), false);
  assert.equal(chunks(chunkFrom(provided('@reeltime/shared-lib'))), false);
  // A chunk MUI shares with the shell's own start (react/jsx-runtime) stays where the start loads it.
  assert.equal(chunks(chunkFrom(provided('@mui/material/Button'), { module: { constructor: { name: 'NormalModule' } } })), false);
  for (const group of Object.values(GROUPS)) assert.equal(group.chunks, chunks);
});
