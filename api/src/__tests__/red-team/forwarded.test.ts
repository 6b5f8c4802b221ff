/**
 * Behind a reverse proxy, with TRUST_PROXY set as api/README.md documents, one client that writes a different
 * left-most X-Forwarded-For entry on every request is still one address for every per-address rule. The proxy
 * here is this machine (127.0.0.1: the peer of injected requests and of the real sockets); it appends the
 * address it saw, so the client's own entries come first.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../config.js';
import { describeEachDatabase } from '../../testing/test-app.js';
import { freshSlot, registerUser } from '../../testing/fixtures.js';
import { tally } from '../../testing/chaos.js';
import { openSeatEventStream, type SeatEventStream } from '../../testing/seat-event-stream.js';
import { report, defaults, redTeamConfig } from './shared.js';

const attacker = '198.51.100.23';
const neighbour = '192.0.2.44';
let spoofs = 0;

/** X-Forwarded-For as the proxy passes it on: a fresh client-written entry, then the client the proxy saw. */
function viaProxy(client: string): Record<string, string> {
  spoofs += 1;
  return { 'x-forwarded-for': `203.0.${(spoofs >> 8) & 255}.${spoofs & 255}, ${client}` };
}

for (const setting of ['1', '127.0.0.1']) {
  describeEachDatabase(
    `red team: spoofed X-Forwarded-For behind TRUST_PROXY=${setting}`,
    (api) => {
      test('unpaid held seats per address per show hold across spoofed entries', async (t) => {
        const slotId = await freshSlot(api());
        const statuses: number[] = [];
        for (const [index, row] of ['A', 'B', 'C'].entries()) {
          const { token } = await registerUser(api());
          const seatNumbers = Array.from({ length: 8 }, (_, seat) => `${row}${seat + 1}`);
          statuses.push(
            (
              await api().post(
                '/api/bookings/select-seats',
                { slotId, seatNumbers },
                { token, headers: viaProxy(attacker) },
              )
            ).status,
          );
          assert.equal(statuses[index], index < 2 ? 200 : 429, `hold ${index + 1}`);
        }
        const held = ((await api().get(`/api/seats/slot/${slotId}`)).json() as { status: string }[]).filter(
          (seat) => seat.status === 'HELD',
        ).length;
        assert.ok(held <= defaults.limits.holdSeatsPerAddressPerShow, `${held} held`);
        const other = await registerUser(api());
        const own = await api().post(
          '/api/bookings/select-seats',
          { slotId, seatNumbers: ['J1', 'J2'] },
          { token: other.token, headers: viaProxy(neighbour) },
        );
        assert.equal(own.status, 200, 'another client behind the same proxy has its own budget');
        report(t, `forwarded holds (TRUST_PROXY=${setting})`, {
          holdStatuses: tally(statuses),
          seatsHeld: held,
          perAddressCap: defaults.limits.holdSeatsPerAddressPerShow,
          neighbourHold: own.status,
        });
      });

      test('code sends per address hold across spoofed entries', async (t) => {
        const statuses = [];
        for (let index = 0; index < defaults.limits.codeSendAddress.max + 5; index++) {
          statuses.push(
            (
              await api().post(
                '/api/auth/forgot-password',
                { email: `candidate-${setting}-${index}@example.com` },
                { headers: viaProxy(attacker) },
              )
            ).status,
          );
        }
        assert.deepEqual(tally(statuses), { 404: defaults.limits.codeSendAddress.max, 429: 5 });
        const own = await api().post(
          '/api/auth/forgot-password',
          { email: `neighbour-${setting}@example.com` },
          { headers: viaProxy(neighbour) },
        );
        assert.equal(own.status, 404, 'another client is answered');
        report(t, `forwarded code sends (TRUST_PROXY=${setting})`, {
          statuses: tally(statuses),
          neighbour: own.status,
        });
      });

      test('password logins per account from one address hold across spoofed entries; the owner still logs in', async (t) => {
        const victim = await registerUser(api());
        const statuses = [];
        for (let attempt = 0; attempt < 14; attempt++) {
          statuses.push(
            (
              await api().post(
                '/api/auth/login',
                { username: victim.email, password: `guess-${attempt}` },
                { headers: viaProxy(attacker) },
              )
            ).status,
          );
        }
        assert.deepEqual(tally(statuses), {
          401: defaults.rateLimits.login.max,
          429: 14 - defaults.rateLimits.login.max,
        });
        const own = await api().post(
          '/api/auth/login',
          { username: victim.email, password: victim.password },
          { headers: viaProxy(neighbour) },
        );
        assert.equal(own.status, 200);
        report(t, `forwarded logins (TRUST_PROXY=${setting})`, { guesses: tally(statuses), ownerLogin: own.status });
      });

      test('live seat streams per address hold across spoofed entries (real sockets)', async (t) => {
        const base = await api().app.listen({ host: '127.0.0.1', port: 0 });
        const slotId = await freshSlot(api());
        const opened: SeatEventStream[] = [];
        try {
          const cap = defaults.seatEvents.maxPerAddress;
          for (let index = 0; index <= cap; index++)
            opened.push(await openSeatEventStream(base, slotId, viaProxy(attacker)));
          const statuses = opened.map((stream) => stream.status);
          assert.deepEqual(tally(statuses), { 200: cap, 429: 1 });
          const own = await openSeatEventStream(base, slotId, viaProxy(neighbour));
          opened.push(own);
          assert.equal(own.status, 200);
          report(t, `forwarded streams (TRUST_PROXY=${setting})`, {
            statuses: tally(statuses),
            perAddressCap: cap,
            neighbour: own.status,
          });
        } finally {
          for (const stream of opened) stream.close();
        }
      });
    },
    { ...redTeamConfig, trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy },
  );
}
