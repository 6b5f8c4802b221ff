import http from 'node:http';

export interface Answer {
  status: number;
  text: string;
  // A test reads the fields it asserts on, whatever the route answers: `any` by default, a named type where one helps.
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One JSON request; a connection that fails (refused, reset) rejects. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

export interface Customer {
  email: string;
  token: string;
}

export const TEST_CARD = {
  cardNumber: '4111 1111 1111 1111',
  cardHolderName: 'Cluster Test',
  expiryDate: '12/39',
  cvv: '123',
};

/** Registers customer number `n` (of this run) and signs in. */
export async function newCustomer(base: string, run: string, n: number): Promise<Customer> {
  const email = `cluster-${run}-${n}@example.com`;
  const password = 'cluster-secret-1';
  const phone = `9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}${String(n).padStart(4, '0')}`;
  const registered = await call(base, 'POST', '/api/auth/register', {
    body: { username: `Cluster ${n}`, email, password, phone, gender: 'other' },
  });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${registered.text}`);
  const login = await call(base, 'POST', '/api/auth/login', { body: { username: email, password } });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.text}`);
  return { email, token: login.json<{ token: string }>().token };
}

/** `count` different shows of the demo catalogue, each at least `minutesAhead` from now, with the seats they have free. */
export async function upcomingShows(
  base: string,
  count: number,
  minutesAhead = 120,
): Promise<{ slotId: number; freeSeats: string[] }[]> {
  const shows: { slotId: number; freeSeats: string[] }[] = [];
  const movies = (await call(base, 'GET', '/movies/recent')).json<{ id: number }[]>();
  for (const movie of movies) {
    const { slots } = (await call(base, 'GET', `/movies/${movie.id}`)).json<{
      slots: { slotId: number; startsAt: string }[];
    }>();
    for (const slot of slots.filter(
      (candidate) => Date.parse(candidate.startsAt) > Date.now() + minutesAhead * 60_000,
    )) {
      const seats = (await call(base, 'GET', `/api/seats/slot/${slot.slotId}`)).json<
        { seatNumber: string; status: string }[]
      >();
      shows.push({
        slotId: slot.slotId,
        freeSeats: seats.filter((seat) => seat.status === 'AVAILABLE').map((seat) => seat.seatNumber),
      });
      if (shows.length === count) return shows;
    }
  }
  throw new Error(`fewer than ${count} upcoming shows in the demo catalogue`);
}

export interface SeatChange {
  seatNumber: string;
  status: string;
}

export interface SeatStream {
  /** Every seat change received, with when it arrived (Date.now()). */
  changes: (SeatChange & { at: number })[];
  /** Resolves once the server ended the stream: how it ended ('reconnect' frame, 'end' without it, or 'error: …'). */
  ended: Promise<string>;
  /** Raw text received so far. */
  text(): string;
  close(): void;
}

/** Opens a show's live seat stream (server-sent events), resolved once its first frame arrived. */
export function openSeatStream(base: string, slotId: number): Promise<SeatStream> {
  return new Promise((resolve, reject) => {
    const changes: SeatStream['changes'] = [];
    let raw = '';
    let buffer = '';
    let settle: (how: string) => void = () => {};
    const ended = new Promise<string>((done) => (settle = done));
    const request = http.get(
      `${base}/api/seats/slot/${slotId}/events`,
      { headers: { accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`seat stream: HTTP ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let opened = false;
        response.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(frame);
            if (/^event: seats$/m.test(frame) && data) {
              for (const change of (JSON.parse(data[1]) as { changes: SeatChange[] }).changes)
                changes.push({ ...change, at: Date.now() });
            }
          }
          if (!opened) {
            opened = true;
            resolve({ changes, ended, text: () => raw, close: () => request.destroy() });
          }
        });
        response.on('end', () => settle(/: reconnect\n\n$/.test(raw) ? 'reconnect' : 'end'));
        response.on('error', (error) => settle(`error: ${error.message}`));
      },
    );
    request.on('error', (error) => {
      settle(`error: ${error.message}`);
      reject(error);
    });
  });
}
