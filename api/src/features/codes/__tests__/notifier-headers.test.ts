import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyBaseLogger } from 'fastify';
import { TestSmtpServer } from '../../../testing/smtp-server.js';
import { Notifier } from '../notifier.js';

const smtp = new TestSmtpServer();
before(() => smtp.start());
after(() => smtp.stop());

const silent = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

test('no header or second recipient comes from what an address or subject holds', async () => {
  const notifier = new Notifier(
    {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'ReelTime <no-reply@reeltime.app>',
      logMessageText: false,
      keepOutbox: false,
      now: () => new Date(),
    },
    silent,
  );
  await notifier.send({
    to: 'victim@example.com',
    channel: 'email',
    subject: 'Booking confirmed\r\nBcc: attacker@example.com',
    text: 'Hello,',
  });
  // A list or a header inside the address is one malformed address: refused, never split into recipients.
  for (const to of ['victim@example.com, attacker@example.com', 'victim@example.com\r\nBcc: attacker@example.com']) {
    await notifier.send({ to, channel: 'email', subject: 'Booking confirmed', text: 'Hello,' }).catch(() => undefined);
  }
  assert.deepEqual(
    smtp.received.map((mail) => mail.to),
    [['victim@example.com']],
  );
  assert.ok(!/^bcc:/im.test(smtp.received[0].raw), 'no Bcc header');
});
