'use strict';

require('@testing-library/jest-dom');

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
