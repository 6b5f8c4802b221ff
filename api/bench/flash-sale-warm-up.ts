/**
 * Before the burst, customers browse, hold, release and pay on another show through every API process. An API
 * process that has been serving has its hot paths compiled by V8's JIT, as in production; one started seconds
 * before the sale would run its first thousands of requests in the interpreter, which no real on-sale meets, and
 * the more processes share a burst, the more of it each would run cold.
 */
import { randomUUID } from 'node:crypto';
import { eachLimited, type Client, type SeatJson } from './flash-sale-clients.js';

/** Customers per API process that warm it up, and the tries each makes. */
const WARM_CUSTOMERS_PER_PROCESS = 60;
const WARM_TRIES = 3;
const WARM_PARALLEL = 20;

/**
 * Warms every process on `showId` (never the show on sale): each warming customer reads the map and holds a seat
 * WARM_TRIES times, releasing it, except one in four, who pays for the last one. Answers are not checked: a 409
 * or a 429 warms its own path.
 */
export async function warmUp(
  customers: Client[],
  processes: number,
  showId: number,
  card: Record<string, string>,
): Promise<void> {
  const warming = customers.slice(0, WARM_CUSTOMERS_PER_PROCESS * processes);
  await eachLimited(warming, WARM_PARALLEL, async (customer) => {
    for (let attempt = 0; attempt < WARM_TRIES; attempt++) {
      const map = await customer.request('GET', `/api/seats/slot/${showId}`);
      if (map.status !== 200) continue;
      const seats = map.body as SeatJson[];
      const seatNumbers = [seats[(customer.index * WARM_TRIES + attempt) % seats.length].seatNumber];
      const hold = await customer.request('POST', '/api/bookings/select-seats', { slotId: showId, seatNumbers });
      if (hold.status !== 200) continue;
      if (attempt === WARM_TRIES - 1 && customer.index % 4 === 0) {
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
