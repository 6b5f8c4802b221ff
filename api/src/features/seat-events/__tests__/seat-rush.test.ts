import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChangeSubscriber } from '../../../db/database-changes.js';
import { SEAT_CHANGES } from '../seat-changes.js';
import { seatRush } from '../seat-rush.js';

/** A rush detector on changes the test delivers, at times the test sets. */
function rushOf(perSecond: number) {
  let clock = 0;
  const subscribers: ChangeSubscriber[] = [];
  const rush = seatRush(
    {
      subscribe(topic, subscriber) {
        assert.equal(topic, SEAT_CHANGES);
        subscribers.push(subscriber);
      },
    },
    perSecond,
    () => clock,
  );
  return {
    rush,
    /** `count` seat changes arriving evenly over `overMs`, the clock moving on with them. */
    changes(count: number, overMs: number) {
      for (let index = 0; index < count; index++) {
        clock += overMs / count;
        for (const subscriber of subscribers) subscriber.onNotification('{"s":1,"c":[["A1","HOLD",0]]}');
      }
    },
    wait(ms: number) {
      clock += ms;
    },
  };
}

test('a rush is on from the moment as many seat changes as its rate arrive within a second, and over a second after', () => {
  const { rush, changes, wait } = rushOf(50);
  assert.equal(rush.busy(), false, 'before any change');
  changes(49, 900);
  assert.equal(rush.busy(), false, '49 changes in 0.9 s');
  changes(1, 10);
  assert.equal(rush.busy(), true, '50 changes in 0.91 s');
  changes(100, 1_000);
  assert.equal(rush.busy(), true, 'still 100 a second');
  wait(1_001);
  assert.equal(rush.busy(), false, 'a second without a change');
});

test('the same number of changes spread over more than a second is no rush', () => {
  const { rush, changes } = rushOf(50);
  changes(500, 11_000);
  assert.equal(rush.busy(), false, 'about 45 a second, for 11 s');
});
