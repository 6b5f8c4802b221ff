import { badRequest } from '../../../http/errors.js';

const ZONE_NAME = /^[A-Za-z]+(?:[/_-][A-Za-z0-9+_-]+)*$/;

/** The zone as given when it is an IANA time zone name this server knows (e.g. Asia/Kolkata, UTC); else a 400. */
export function checkTimeZone(timeZone: string): string {
  if (ZONE_NAME.test(timeZone)) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      return timeZone;
    } catch {
      // falls through to the refusal
    }
  }
  throw badRequest('timeZone must be an IANA time zone such as Asia/Kolkata');
}
