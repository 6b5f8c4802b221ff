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

nodeTest.test(
  'what every MUI page draws with goes into one kit, with the styling engine and every class-name list',
  () => {
    for (const file of [
      '@mui/material/Button/Button.js',
      '@mui/material/Typography/Typography.js',
      '@mui/material/styles/createTheme.js',
      '@mui/system/esm/createBox.js',
      '@emotion/react/dist/emotion-react.browser.esm.js',
      '@mui/material/Dialog/dialogClasses.js',
      '@mui/material/Grow/Grow.js',
    ]) {
      assert.equal(fileOf(`${MODULES}/${file}`), 'mui-kit', file);
    }
  },
);

nodeTest.test(
  'dialogs, booking steps, inputs, form fields, choices and tabs come in a file each; other components keep their own',
  () => {
    assert.equal(fileOf(`${MODULES}/@mui/material/Dialog/Dialog.js`), 'mui-dialog');
    assert.equal(fileOf(`${MODULES}/@mui/material/Modal/Modal.js`), 'mui-dialog');
    assert.equal(fileOf(`${MODULES}/@mui/material/StepLabel/StepLabel.js`), 'mui-stepper');
    assert.equal(fileOf(`${MODULES}/@mui/material/TextField/TextField.js`), 'mui-form');
    assert.equal(fileOf(`${MODULES}/@mui/material/Select/SelectInput.js`), 'mui-form');
    // An input with its label and helper line comes without TextField's select, menu and popover.
    for (const part of [
      'OutlinedInput/OutlinedInput.js',
      'InputBase/InputBase.js',
      'InputLabel/InputLabel.js',
      'FormControl/FormControl.js',
      'FormHelperText/FormHelperText.js',
    ]) {
      assert.equal(fileOf(`${MODULES}/@mui/material/${part}`), 'mui-input', part);
    }
    // A select's page does not load radios, switches and checkboxes.
    assert.equal(fileOf(`${MODULES}/@mui/material/RadioGroup/RadioGroup.js`), 'mui-choice');
    assert.equal(fileOf(`${MODULES}/@mui/material/FormControlLabel/FormControlLabel.js`), 'mui-choice');
    assert.equal(fileOf(`${MODULES}/@mui/material/Tabs/Tabs.js`), 'mui-tabs');
    assert.equal(fileOf(`${MODULES}/@mui/material/Tab/Tab.js`), 'mui-tabs');
    assert.equal(fileOf(`${MODULES}/@mui/material/TabScrollButton/TabScrollButton.js`), 'mui-tabs');
    assert.equal(fileOf(`${MODULES}/@mui/material/Tooltip/Tooltip.js`), 'own chunk');
    assert.equal(fileOf('/repo/shell/src/features/legal/components/TermsPage.tsx'), 'own chunk');
  },
);

nodeTest.test('only the chunks of the MUI the shell provides are regrouped, never its startup or its own pages', () => {
  const { chunks } = GROUPS.muiKit;
  assert.equal(chunks(chunkFrom(provided('@mui/material/Button'))), true);
  assert.equal(chunks(chunkFrom(provided('@emotion/react'), provided('@reeltime/shared-lib/mui'))), true);
  assert.equal(chunks(chunkFrom(provided('react-dom'))), false);
  assert.equal(chunks(chunkFrom(provided('@reeltime/shared-lib'))), false);
  // A chunk MUI shares with the shell's own start (react/jsx-runtime) stays where the start loads it.
  assert.equal(
    chunks(chunkFrom(provided('@mui/material/Button'), { module: { constructor: { name: 'NormalModule' } } })),
    false,
  );
  // The shell consumes some of what it provides (emotion inside emotion, its sign-in forms' Button): the consume
  // falls back to the same copy, one chunk asked for both ways, which is still a provided copy for every kit.
  const consumed = (shareKey) => ({ module: { constructor: { name: 'ConsumeSharedModule' }, options: { shareKey } } });
  const bothWays = chunkFrom(provided('@mui/material/Button'), consumed('@mui/material/Button'));
  assert.equal(chunks(bothWays), true);
  assert.equal(GROUPS['mui-form'].chunks(bothWays), true);
  assert.equal(GROUPS.muiCommon.chunks(bothWays), true);
  assert.equal(GROUPS.muiCommon.chunks(chunkFrom(provided('@mui/material/Button'))), true);
  // A chunk only a consume asks for is not a provided copy: the catch-all leaves it alone.
  assert.equal(GROUPS.muiCommon.chunks(chunkFrom(consumed('@mui/material/Tooltip'))), false);
  assert.equal(GROUPS.muiCommon.chunks(chunkFrom(provided('@mui/material/Button'), consumed('react'))), false);
  assert.equal(chunks(chunkFrom(provided('@mui/material/Button'), consumed('react'))), false);
  for (const group of Object.values(GROUPS).filter((item) => item !== GROUPS.muiCommon && item !== GROUPS.muiTheme))
    assert.equal(group.chunks, chunks);
});

nodeTest.test("ReelTime's MUI theme comes in the kit: every MUI page is wrapped in it", () => {
  const { chunks, test, name } = GROUPS.muiTheme;
  assert.equal(name, 'mui-kit');
  const consumed = {
    module: { constructor: { name: 'ConsumeSharedModule' }, options: { shareKey: '@reeltime/shared-lib/mui' } },
  };
  assert.equal(chunks(chunkFrom(provided('@reeltime/shared-lib/mui'), consumed)), true);
  assert.equal(chunks(chunkFrom(provided('@reeltime/shared-lib'))), false);
  assert.equal(chunks(chunkFrom(provided('@mui/material/Button'))), false);
  assert.ok(test.test('/repo/shared-lib/src/ui/mui/MuiTheme.tsx'));
  assert.ok(test.test('/repo/shared-lib/src/ui/page-state/ContentSkeleton.tsx'));
});
