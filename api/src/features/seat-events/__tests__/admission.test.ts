import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StreamAdmission } from '../admission.js';
import { ApiError } from '../../../http/errors.js';

/** Admission with a clock that ticks once per stream, recording which streams were shed. */
function setup(maxPerAddress: number, maxConnections: number) {
  let tick = 0;
  const admission = new StreamAdmission({ maxPerAddress, maxConnections }, () => tick++);
  const shed: string[] = [];
  const open = (address: string, name = address) => admission.admit(address, () => shed.push(name));
  const status = (run: () => unknown) => {
    try {
      run();
      return 200;
    } catch (error) {
      assert.ok(error instanceof ApiError);
      return error.statusCode;
    }
  };
  return { admission, shed, open, status };
}

test('a full process sheds the oldest stream of the address holding the most to admit a new visitor', () => {
  const { admission, shed, open, status } = setup(3, 6);
  open('a', 'a1');
  open('b', 'b1');
  open('b', 'b2');
  open('b', 'b3');
  open('c', 'c1');
  open('a', 'a2');
  assert.equal(admission.open, 6);
  assert.equal(
    status(() => open('visitor', 'v1')),
    200,
  );
  assert.deepEqual(shed, ['b1'], 'b holds the most: its oldest goes');
  assert.equal(
    status(() => open('visitor', 'v2')),
    200,
  );
  assert.deepEqual(shed, ['b1', 'a1'], 'a and b hold two each: the older stream goes');
  assert.equal(admission.open, 6);
  assert.equal(admission.shed, 2);
});

test('an address never takes places from addresses holding fewer than it then would, and never beyond its own cap', () => {
  const { shed, open, status } = setup(3, 5);
  for (const address of ['a', 'b', 'c']) open(address);
  open('d');
  open('d');
  // Process full: d (at 2) could take only from an address holding 3 or more: none.
  assert.equal(
    status(() => open('d')),
    503,
  );
  assert.deepEqual(shed, []);
  // At its own cap, an address is refused before anything else.
  const { open: openCapped, status: cappedStatus, shed: cappedShed } = setup(2, 10);
  openCapped('x');
  openCapped('x');
  assert.equal(
    cappedStatus(() => openCapped('x')),
    429,
  );
  assert.deepEqual(cappedShed, []);
});

test('a released stream frees its place once, also when it was shed before', () => {
  const { admission, open, status } = setup(2, 2);
  const first = open('a');
  open('a');
  assert.equal(
    status(() => open('b')),
    200,
    'sheds a’s oldest',
  );
  first();
  first();
  assert.equal(admission.open, 2, 'releasing a shed stream again changes nothing');
});
