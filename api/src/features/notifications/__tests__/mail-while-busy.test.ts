import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import { Notifier } from '../../codes/notifier.js';
import { MailQueue, defaultMailQueueOptions } from '../mail-queue.js';

/** A worker of its own on the test database, with a load the test sets, sending into an outbox the test reads. */
function workerFor(api: TestApi, busy: () => boolean, maxBusyWaitMs: number) {
  const now = () => new Date();
  const notifier = new Notifier(
    { smtpUrl: undefined, from: 'ReelTime <test@reeltime.app>', logMessageText: false, keepOutbox: true, now },
    api.app.log,
  );
  const queue = new MailQueue(
    {
      db: api.app.db,
      now,
      notifier,
      compose: async (mail) => ({
        message: { to: `booking-${mail.booking_id}@example.com`, channel: 'email', subject: 'Booked', text: 'Booked' },
        accountId: 1,
      }),
      overLimit: async () => null,
      busy,
    },
    api.app.log,
    { ...defaultMailQueueOptions, pollIntervalMs: 60_000, busyRetryMs: 25, maxBusyWaitMs },
  );
  return { queue, sent: () => notifier.sentTo(undefined).length };
}

async function until(done: () => boolean, what: string) {
  for (const started = Date.now(); !done(); await sleep(10)) {
    if (Date.now() - started > 5_000) assert.fail(`still waiting for ${what}`);
  }
}

describeEachDatabase('booking e-mail while customers keep the process busy', (api) => {
  test('waits while the process is busy and goes out as soon as it is not', async () => {
    const user = await registerUser(api());
    await book(api(), user.token, await freshSlot(api()), ['F3']);
    let busy = true;
    const { queue, sent } = workerFor(api(), () => busy, 60_000);
    queue.start();
    try {
      await sleep(300);
      assert.equal(sent(), 0, 'nothing goes out while the process is busy');
      busy = false;
      await until(() => sent() === 1, 'the mail once the process is quiet');
    } finally {
      await queue.stop();
    }
  });

  test('a process that stays busy still sends its mail after the longest wait', async () => {
    const user = await registerUser(api());
    await book(api(), user.token, await freshSlot(api()), ['F4']);
    const { queue, sent } = workerFor(api(), () => true, 300);
    const started = Date.now();
    queue.start();
    try {
      await until(() => sent() === 1, 'the mail after 300 ms of waiting');
      assert.ok(Date.now() - started >= 300, `sent after ${Date.now() - started} ms`);
    } finally {
      await queue.stop();
    }
  });
});
