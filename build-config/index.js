'use strict';

module.exports = {
  ...require('./webpack'),
  ...require('./jest'),
  ...require('./app-config'),
  ...require('./shared-dependencies'),
};
