module.exports = require('@reeltime/build-config').createJestConfig(__dirname);
