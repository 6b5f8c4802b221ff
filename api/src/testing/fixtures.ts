import { randomBytes } from 'node:crypto';
import type { TestApi } from './test-app.js';
import { toLocal } from '../lib/cinema-time.js';

export interface TestUser {
  token: string;
  email: string;
  phone: string;
  password: string;
  username: string;
}

let phoneCounter = 0;

/** A unique 10-digit phone number per call within this process. */
function uniquePhone(): string {
  phoneCounter += 1;
  return `7${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

export async function registerUser(api: TestApi, overrides: Partial<Omit<TestUser, 'token'>> = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const user = {
    username: overrides.username ?? `Test User ${suffix}`,
    email: overrides.email ?? `user-${suffix}@example.com`,
    phone: overrides.phone ?? uniquePhone(),
    password: overrides.password ?? 'secret123',
  };
  const registered = await api.post('/api/auth/register', { ...user, gender: 'female' });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.body}`);
  const login = await api.post('/api/auth/login', { username: user.email, password: user.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
  return { ...user, token: login.json().token };
}

/** The database id of a registered user, for rows a test writes directly (another process's hold, a booking). */
export async function userIdOf(api: TestApi, user: { email: string }): Promise<number> {
  const { id } = await api.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', user.email)
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A 2D show that is still ahead, so its seats cost the screen's own tier prices (₹150, ₹200, ₹300; premium formats
 * cost more), different on each call so tests do not share seats.
 */
const usedSlots = new WeakMap<TestApi, Set<number>>();
export async function freshSlot(api: TestApi): Promise<number> {
  const used = usedSlots.get(api) ?? new Set<number>();
  usedSlots.set(api, used);
  const movies = (await api.get('/movies/recent')).json();
  for (const movie of movies) {
    const { slots } = (await api.get(`/movies/${movie.id}`)).json();
    // Skip the first slots: they may start soon, and tests move the clock forward.
    for (const slot of slots.slice(8)) {
      if (slot.format === '2D' && !used.has(slot.slotId)) {
        used.add(slot.slotId);
        return slot.slotId;
      }
    }
  }
  throw new Error('no free slot left');
}

/**
 * Moves a show to start `minutesFromNow` from the test clock's now, on a whole minute as shows start, and to last
 * `lengthMinutes`: its instants and the local date and time at its cinema that bookings, tickets and mails show.
 * Returns the new start.
 */
export async function moveShow(
  api: TestApi,
  showId: number,
  minutesFromNow: number,
  lengthMinutes = 150,
): Promise<Date> {
  const MINUTE = 60_000;
  const startsAt = new Date(Math.floor(api.clock.now().getTime() / MINUTE) * MINUTE + minutesFromNow * MINUTE);
  const { time_zone: zone } = await api.app.db
    .selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select('theaters.time_zone')
    .where('shows.id', '=', showId)
    .executeTakeFirstOrThrow();
  const local = toLocal(startsAt, zone);
  await api.app.db
    .updateTable('shows')
    .set({
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + lengthMinutes * MINUTE),
      show_date: local.date,
      start_time: local.time,
    })
    .where('id', '=', showId)
    .execute();
  return startsAt;
}

export const goodCard = {
  cardNumber: '4111 1111 1111 1111',
  cardHolderName: 'Test Holder',
  expiryDate: '12/39',
  cvv: '123',
};

export async function holdSeats(api: TestApi, token: string, slotId: number, seatNumbers: string[]) {
  const response = await api.post('/api/bookings/select-seats', { slotId, seatNumbers }, { token });
  if (response.status !== 200) throw new Error(`hold failed: ${response.status} ${response.body}`);
  return response.json() as {
    slotId: number;
    seatNumbers: string[];
    ticketFee: number;
    convenienceFee: number;
    totalAmount: number;
    holdExpiresAt: string;
  };
}

/** Holds the seats and pays for them; returns the booking. */
export async function book(api: TestApi, token: string, slotId: number, seatNumbers: string[]) {
  const hold = await holdSeats(api, token, slotId, seatNumbers);
  const response = await api.post(
    '/api/bookings/payment',
    { slotId, seatNumbers, totalAmount: hold.totalAmount, ...goodCard },
    { token },
  );
  if (response.status !== 201) throw new Error(`payment failed: ${response.status} ${response.body}`);
  return response.json();
}

export async function latestCode(api: TestApi, to: string): Promise<string> {
  const [message] = (await api.get('/api/dev/outbox', { query: { to } })).json();
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
