'use strict';

/**
 * How the shell packs the MUI it provides (`@mui/material/*` per import path, @mui/system, emotion;
 * see shared-dependencies.js). Each provided path is its own async chunk, so a page used to fetch
 * one file per component plus their small common parts: 35–75 requests behind the shell's start.
 * These cache groups put the modules into a few files, each one a kit that pages use together:
 *
 * - `mui-kit`: the styling engine (emotion, @mui/system, utils), ReelTime's theme and the components most customer
 *   pages draw with (Box, Stack, Typography, Paper, Button, IconButton, Chip, SvgIcon, progress,
 *   Grow) and every component's class-name list, i.e. what any MUI page needs anyway;
 * - `mui-dialog`: Dialog and its parts (Modal, Backdrop, Fade, focus trap, portal);
 * - `mui-stepper`: the booking steps (Stepper, Step, StepLabel, StepIcon, connectors);
 * - `mui-input`: an outlined input with its label and helper line (FormControl, InputLabel, OutlinedInput,
 *   FormHelperText), what a form built from TextField's parts needs, as the payment form is;
 * - `mui-form`: TextField itself (which always brings Select), selects and their menus;
 * - `mui-choice`: radios, switches and checkboxes with their labels, which a select's page does not need;
 * - `mui-tabs`: Tabs and Tab with their scroll buttons.
 *
 * Any other library code two provided paths share joins `mui-kit` too.
 *
 * Sharing is unchanged: every path is still provided and consumed on its own, versioned and
 * singleton as before; only the files its code ships in are fewer. Components outside these
 * groups keep their own chunk. Only the chunks of the provided MUI are regrouped, so nothing here
 * joins the first load of pages without MUI.
 */
const material = (names) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]@mui[\\\\/]material[\\\\/](?:esm[\\\\/])?(?:${names.join('|')})[\\\\/]`);

const KIT = [
  /[\\/]node_modules[\\/](?:@emotion|@mui[\\/](?:system|styled-engine|utils|private-theming)|stylis|hoist-non-react-statics|react-transition-group)[\\/]/,
  material([
    'styles',
    'utils',
    'internal',
    'zero-styled',
    'DefaultPropsProvider',
    'colors',
    'transitions',
    'GlobalStyles',
    'useMediaQuery',
    'InitColorSchemeScript',
    'Box',
    'Stack',
    'Typography',
    'Paper',
    'Button',
    'ButtonBase',
    'ButtonGroup',
    'IconButton',
    'Chip',
    'SvgIcon',
    'CircularProgress',
    'Divider',
    'Grow',
  ]),
  // Every component's class-name list: a few hundred bytes each, read by the theme too.
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](?:esm[\\/])?\w+[\\/]\w+Classes\.m?js$/,
];

const GROUPS = {
  'mui-dialog': material([
    'Dialog',
    'DialogActions',
    'DialogContent',
    'DialogContentText',
    'DialogTitle',
    'Modal',
    'Backdrop',
    'Fade',
    'Portal',
    'Unstable_TrapFocus',
  ]),
  'mui-stepper': material(['Stepper', 'Step', 'StepLabel', 'StepIcon', 'StepConnector', 'StepContent', 'StepButton']),
  'mui-input': material([
    'InputBase',
    'TextareaAutosize',
    'OutlinedInput',
    'FilledInput',
    'Input',
    'InputLabel',
    'InputAdornment',
    'FormControl',
    'FormHelperText',
    'FormLabel',
  ]),
  'mui-form': material([
    'TextField',
    'Select',
    'NativeSelect',
    'Menu',
    'MenuList',
    'MenuItem',
    'List',
    'ListItem',
    'ListItemIcon',
    'ListItemText',
    'Popover',
  ]),
  'mui-choice': material(['FormControlLabel', 'FormGroup', 'Radio', 'RadioGroup', 'Switch', 'Checkbox']),
  'mui-tabs': material(['Tabs', 'Tab', 'TabScrollButton']),
};

const CLASS_NAMES = /Classes\.m?js$/;

/** Share keys whose provided copy may go into the kits: MUI, its engine, emotion and ReelTime's MUI theme. */
const MUI_KEY = /^@mui\/|^@emotion\/|^@reeltime\/shared-lib\/mui$/;

/** The MUI share key a module provides, or consumes with the shell's own copy as fallback. */
const muiShareKeyOf = (module, { consumed = true } = {}) => {
  const name = module?.constructor.name;
  const key =
    name === 'ProvideSharedModule'
      ? module._name
      : consumed && name === 'ConsumeSharedModule'
        ? module.options?.shareKey
        : null;
  return key && MUI_KEY.test(key) ? key : null;
};

const everyGroupFrom = (chunk, accepts) =>
  [...chunk.groupsIterable].every((group) => group.origins.some((origin) => accepts(origin.module)));

/**
 * Only the chunks of the MUI the shell provides: never its startup (react, shared-lib) or its own
 * pages, which share some small packages (react/jsx-runtime, react-is) with MUI. The shell also
 * consumes what it provides (its sign-in forms, emotion inside emotion): that consume falls back to
 * the same copy, so webpack puts both in one chunk, which is still a provided copy. The named kits,
 * whose modules are listed, take any chunk only MUI share modules ask for; the catch-all for code two
 * MUI paths share takes only chunks that hold a provided copy, never one only a consume asks for.
 */
const isMuiChunk = (chunk) => everyGroupFrom(chunk, (module) => muiShareKeyOf(module) !== null);
const isProvidedMuiChunk = (chunk) =>
  isMuiChunk(chunk) &&
  [...chunk.groupsIterable].some((group) =>
    group.origins.some((origin) => muiShareKeyOf(origin.module, { consumed: false }) !== null),
  );
/** The chunk of ReelTime's MUI theme (`@reeltime/shared-lib/mui`): every MUI page is wrapped in it. */
const isThemeChunk = (chunk) => everyGroupFrom(chunk, (module) => muiShareKeyOf(module) === '@reeltime/shared-lib/mui');

/** splitChunks cache groups of the shell's build: the named kits above, ahead of its other groups. */
function muiKitCacheGroups() {
  const resource = (module) => module.resource ?? '';
  const groups = {
    muiKit: {
      name: 'mui-kit',
      chunks: isMuiChunk,
      enforce: true,
      priority: 10,
      test: (module) => KIT.some((pattern) => pattern.test(resource(module))),
    },
    muiTheme: {
      name: 'mui-kit',
      chunks: isThemeChunk,
      enforce: true,
      priority: 10,
      test: /[\\/]shared-lib[\\/]src[\\/]/,
    },
    // Any other library code two provided MUI paths both use (ripples, react-is, jsx-runtime,
    // class-name helpers): in the kit too, instead of one sub-kilobyte file each.
    muiCommon: {
      name: 'mui-kit',
      chunks: isProvidedMuiChunk,
      enforce: true,
      priority: 5,
      minChunks: 2,
      test: /[\\/]node_modules[\\/]/,
    },
  };
  for (const [name, pattern] of Object.entries(GROUPS)) {
    // A component's class-name list (`inputBaseClasses.js`) is also read by the theme (styles):
    // it stays with the kit, or every MUI page would load the whole family.
    const test = (module) => pattern.test(resource(module)) && !CLASS_NAMES.test(resource(module));
    groups[name] = { name, chunks: isMuiChunk, enforce: true, priority: 20, test };
  }
  return groups;
}

module.exports = { muiKitCacheGroups };
