#!/usr/bin/env node
'use strict';

/**
 * `reeltime-build-stamp`: run after an app's build (cwd = the app). `npm start` compares its
 * sources with this stamp, because build tools keep an output file's old modification time when
 * its content did not change.
 */
const fs = require('node:fs');
const path = require('node:path');

const dist = path.join(process.cwd(), 'dist');
fs.mkdirSync(dist, { recursive: true });
fs.writeFileSync(path.join(dist, '.build-stamp'), `${new Date().toISOString()}\n`);
