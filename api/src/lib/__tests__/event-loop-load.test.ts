import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventLoopLoad } from '../event-loop-load.js';

/** Keeps the event loop running one callback for `ms`. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

test('the loop reads busy after running without a break, and not busy once it has waited again', async () => {
  const load = eventLoopLoad(0.8);
  await sleep(300);
  assert.equal(load.busy(), false, 'after waiting');
  spin(300);
  await sleep(1);
  spin(300);
  assert.equal(load.busy(), true, 'after 600 ms of work');
  await sleep(400);
  assert.equal(load.busy(), false, 'after waiting again');
});
