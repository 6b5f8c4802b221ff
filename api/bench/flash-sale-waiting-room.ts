/**
 * The flash sale through a virtual waiting room (`BENCH_WAITING_ROOM=<customers a minute>`): the back office flags the
 * show for an on-sale a few seconds ahead, every customer joins its queue before the moment (so all are drawn into a
 * random order), asks for its place as the site does (every 15 s, every 5 s within a minute of the turn) and, once admitted,
 * holds and pays with its admission token.
 */
import type { Answer, Client } from './flash-sale-clients.js';

export const WAITING_ROOM_RATE = Number(process.env.BENCH_WAITING_ROOM ?? 0);
/** Time between the flag and the on-sale moment: every customer joins before it. */
const LEAD_MS = Number(process.env.BENCH_ON_SALE_LEAD_SECONDS ?? 10) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface QueueAnswer {
  state: string;
  estimatedWaitSeconds: number | null;
  admissionToken: string | null;
}

export interface WaitingRoomRecord {
  /** Every join and place request. */
  answers: Answer[];
  /** ms from the on-sale moment to each customer's admission. */
  admittedAfterMs: number[];
}

/** Signs in the demo admin and flags the show for an on-sale LEAD_MS from now at `rate`; answers the moment. */
export async function flagOnSale(admin: Client, showId: number, rate: number): Promise<number> {
  const login = await admin.request('POST', '/api/auth/login', {
    username: 'admin@reeltime.app',
    password: 'admin1234',
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status}`);
  admin.token = (login.body as { token: string }).token;
  const onSaleAt = Date.now() + LEAD_MS;
  const flagged = await admin.request('PUT', `/api/admin/shows/${showId}/on-sale`, {
    onSaleAt: new Date(onSaleAt).toISOString(),
    admitPerMinute: rate,
  });
  if (flagged.status !== 200)
    throw new Error(`flagging the on-sale failed: ${flagged.status} ${JSON.stringify(flagged.body)}`);
  return onSaleAt;
}

/** Joins the queue and asks for the place until the turn comes; the admission token, or null when out of time. */
export async function waitForTurn(
  customer: Client,
  showId: number,
  onSaleAt: number,
  deadline: number,
  record: WaitingRoomRecord,
): Promise<string | null> {
  let answer = await customer.request('POST', `/api/waiting-room/${showId}/join`);
  record.answers.push(answer);
  while (performance.now() < deadline) {
    const status = answer.body as QueueAnswer | null;
    if (answer.status === 200 && status?.state === 'ADMITTED' && status.admissionToken) {
      record.admittedAfterMs.push(Date.now() - onSaleAt);
      return status.admissionToken;
    }
    // As the site asks: every 15 s while the turn is over a minute away, then every 5 s, then at the moment.
    const waitS = answer.status === 200 ? (status?.estimatedWaitSeconds ?? 5) : 5;
    await sleep(waitS > 60 ? 15_000 : Math.max(1_000, Math.min(5_000, waitS * 1000 + 250)));
    answer = await customer.request('GET', `/api/waiting-room/${showId}`);
    record.answers.push(answer);
  }
  return null;
}
