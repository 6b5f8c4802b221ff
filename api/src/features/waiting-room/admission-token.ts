import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an admission token lets its account hold and pay for seats of its show. */
export const ADMISSION_TOKEN_SECONDS = 10 * 60;

export interface Admission {
  showId: number;
  userId: number;
  /** Unix seconds. */
  expiresAt: number;
}

const TOKEN = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/;

/**
 * Signs and checks admission tokens: `<showId>.<userId>.<expiry>.<HMAC-SHA256>`, bound to one account and one show
 * and valid until its expiry. Checking one needs no database: any API process holding the key can do it.
 */
export class AdmissionSigner {
  private readonly key: Buffer;

  /** `secret` is the app's signing secret; the tokens get a key of their own derived from it. */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('waiting-room-admission').digest();
  }

  sign(admission: Admission): string {
    const payload = `${admission.showId}.${admission.userId}.${admission.expiresAt}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The admission the token carries when it is genuine and unexpired at `now`; null otherwise. */
  verify(token: string, now: Date): Admission | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, showId, userId, expiresAt, signature] = match;
    const expected = Buffer.from(this.mac(`${showId}.${userId}.${expiresAt}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const admission = { showId: Number(showId), userId: Number(userId), expiresAt: Number(expiresAt) };
    return admission.expiresAt * 1000 > now.getTime() ? admission : null;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
