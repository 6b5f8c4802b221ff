'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { RefreshingCache } = require('../refreshing-cache');

nodeTest.test(
  'keys that come from requests are bounded: past maxEntries the oldest is dropped and loaded again when asked',
  async () => {
    const loads = [];
    const cache = new RefreshingCache(
      async (key) => {
        loads.push(key);
        return `value of ${key}`;
      },
      { maxAgeMs: 60_000, retryMs: 1_000, maxEntries: 2 },
    );
    for (const key of ['a', 'b', 'c']) await cache.refresh(key);
    assert.deepEqual([...cache.entries.keys()], ['b', 'c']);
    assert.equal(cache.get('c'), 'value of c');
    assert.equal(cache.get('a'), null, 'dropped, so unknown again');
    await cache.settle('a', 1_000);
    assert.deepEqual(loads, ['a', 'b', 'c', 'a']);
  },
);

nodeTest.test(
  'settle waits for a first load at most waitMs; the load goes on and the next call has its value',
  async () => {
    let finish;
    const cache = new RefreshingCache(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
      { maxAgeMs: 60_000, retryMs: 1_000 },
    );
    const started = Date.now();
    assert.equal(await cache.settle('slow', 50), null);
    assert.ok(Date.now() - started < 500);
    finish('late');
    await cache.entries.get('slow').loading;
    assert.equal(await cache.settle('slow', 50), 'late');
    const quick = new RefreshingCache(async () => 'at once', { maxAgeMs: 60_000, retryMs: 1_000 });
    assert.equal(await quick.settle('key', 1_000), 'at once');
  },
);
