/**
 * Before the burst, customers browse, hold, release and pay on another show through every API process. An API
 * process that has been serving has its hot paths compiled by V8's JIT, as in production; one started seconds
 * before the sale would run its first thousands of requests in the interpreter, which no real on-sale meets, and
 * the more processes share a burst, the more of it each would run cold. A few hundred customers are needed: with
 * 60 a process, the one that had also applied the migrations and seeded the database sold with a fifth less CPU.
 * Then the processes are left to settle: the garbage collection a burst leaves behind runs before the on-sale moment,
 * not during it (on a process that went quiet after its warm-up, it came about a second later, in the sale).
 */
import { randomUUID } from 'node:crypto';
import { cpuSeconds } from './cpu-usage.js';
import { eachLimited, type Client, type SeatJson } from './flash-sale-clients.js';

/** Customers per API process that warm it up, and the tries each makes. */
const WARM_CUSTOMERS_PER_PROCESS = 400;
const WARM_TRIES = 3;
const WARM_PARALLEL = 20;

/** One warming customer in this many pays (each for a seat of their own), the others release what they hold. */
const PAYING_ONE_IN = 8;

/**
 * Warms every process on shows of its own (never the show on sale): `warmShowIds[i]` is the show of the customers
 * sent to process i, customer k going to process k % n as `baseUrlFor` sends them. Each warming customer reads the
 * map and holds a seat WARM_TRIES times, releasing it, except one in PAYING_ONE_IN, who pays for the last one: the
 * first seats of the show (fifty, or half of a smaller show) are theirs, one each, and the others hold and release
 * the rest. Answers are not checked: a 409 or a 429 warms its own path.
 */
export async function warmUp(customers: Client[], warmShowIds: number[], card: Record<string, string>): Promise<void> {
  const warming = customers.slice(0, WARM_CUSTOMERS_PER_PROCESS * warmShowIds.length);
  const paidSeats = Math.ceil(WARM_CUSTOMERS_PER_PROCESS / PAYING_ONE_IN);
  await eachLimited(warming, WARM_PARALLEL, async (customer) => {
    const showId = warmShowIds[customer.index % warmShowIds.length];
    const order = Math.floor(customer.index / warmShowIds.length);
    const pays = order % PAYING_ONE_IN === 0;
    for (let attempt = 0; attempt < WARM_TRIES; attempt++) {
      const map = await customer.request('GET', `/api/seats/slot/${showId}`);
      if (map.status !== 200) continue;
      const seats = map.body as SeatJson[];
      const paying = pays && attempt === WARM_TRIES - 1;
      const reserved = Math.min(paidSeats, Math.floor(seats.length / 2));
      const seat = paying
        ? Math.floor(order / PAYING_ONE_IN) % reserved
        : reserved + ((order * WARM_TRIES + attempt) % (seats.length - reserved));
      const seatNumbers = [seats[seat].seatNumber];
      const hold = await customer.request('POST', '/api/bookings/select-seats', { slotId: showId, seatNumbers });
      if (hold.status !== 200) continue;
      if (paying) {
        const { totalAmount } = hold.body as { totalAmount: number };
        await customer.request(
          'POST',
          '/api/bookings/payment',
          { slotId: showId, seatNumbers, totalAmount, ...card },
          { 'idempotency-key': randomUUID() },
        );
      } else {
        await customer.request('DELETE', `/api/bookings/hold?slotId=${showId}`);
      }
    }
  });
}

/** Customers opening their page at the same time. */
const OPENING_PARALLEL = 50;

/**
 * Every customer has the show's seat page open before the on-sale moment, as people waiting for it do: their
 * connection to the API is open and their sign-in has been seen by its process. Without this the first round (which
 * signs the customers in) would start with every connection open, and the later ones would open 2,000 during the
 * burst.
 */
export async function openSeatPages(customers: Client[], showId: number): Promise<void> {
  await eachLimited(customers, OPENING_PARALLEL, async (customer) => {
    await customer.request('GET', `/api/seats/slot/${showId}`);
  });
}

/** A process counts as settled once it has used less than this share of a core over SETTLED_FOR_MS. */
const SETTLED_CPU_SHARE = 0.05;
const SETTLED_FOR_MS = 1_000;
/** At least this long: a collection may start a moment after the last request. */
const SETTLE_AT_LEAST_MS = 3_000;
const SETTLE_AT_MOST_MS = 15_000;
const SETTLE_POLL_MS = 250;

/** Waits until every process in `pids` has been quiet for a while (at most SETTLE_AT_MOST_MS). */
export async function settle(pids: number[]): Promise<void> {
  const started = performance.now();
  let quietSince = started;
  let before = await Promise.all(pids.map(cpuSeconds));
  while (performance.now() - started < SETTLE_AT_MOST_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const now = await Promise.all(pids.map(cpuSeconds));
    const busy = now.some((seconds, index) => seconds - before[index] > (SETTLED_CPU_SHARE * SETTLE_POLL_MS) / 1000);
    before = now;
    if (busy) quietSince = performance.now();
    else if (performance.now() - quietSince >= SETTLED_FOR_MS && performance.now() - started >= SETTLE_AT_LEAST_MS)
      return;
  }
}
