'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { findSecondCopies } = require('../second-copies');

/** A function of some 1,300 characters, as a library's minified code would have it. */
const LIBRARY = `function formatSeats(a,b){const g=${JSON.stringify('Seats are kept for ten minutes while the customer pays. '.repeat(16))};const c=[];for(let d=0;d<a.length;d+=1){const e=a[d];if(e.row!==b){c.push(e.row+String(e.number).padStart(2,"0"))}else{c.push(String(e.number))}}return c.join(", ")+" — "+a.length+" seat"+(a.length===1?"":"s")+" in "+new Set(a.map(f=>f.row)).size+" row"+(new Set(a.map(f=>f.row)).size===1?"":"s")+(b?" after row "+b:"")+". Each seat keeps its number, and rows are listed in the order they were chosen by the customer."}`;

nodeTest.test('finds a function that two files of a page both carry, whatever its mangled names and module ids', () => {
  const again = LIBRARY.replace(/\ba\b/g, 'x').replace('padStart(2', 'padStart(3');
  const copies = findSecondCopies(
    new Map([
      ['shell/vendor.js', `(()=>{${LIBRARY};window.f=formatSeats})();`],
      ['booking/seat.js', `var s={1:function(){${again};return formatSeats}};`],
      ['catalog/home.js', 'function small(a){return a+1}'],
    ]),
  );
  assert.equal(copies.length, 1);
  assert.deepEqual(copies[0].files.sort(), ['booking/seat.js', 'shell/vendor.js']);
  assert.ok(copies[0].bytes > 600);
  assert.match(copies[0].excerpt, /^function formatSeats/);
});

nodeTest.test('finds nothing when each function is in one file, or a file does not parse', () => {
  assert.deepEqual(
    findSecondCopies(
      new Map([
        ['shell/vendor.js', LIBRARY],
        ['broken.js', 'function ('],
      ]),
    ),
    [],
  );
});
