'use strict';

require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// `findBy…`/`waitFor` wait for what a page shows after a lazy chunk (MUI, a dialog) or a mocked
// request: on a loaded 2-core machine the first of them in a test file (which loads MUI) can take
// a few seconds, far past the 1 s default. A passing test still ends as soon as the page shows it.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
