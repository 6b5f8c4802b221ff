import type { Kysely } from 'kysely';
import type { Database, SeatTier } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import { assertCanActFor, type BackOfficeUser } from '../access.js';
import { SCREEN_NOT_FOUND } from './schemas.js';

/** A screen as scheduling needs it: its cinema's clock and cleaning gap, and its tiers' default prices. */
export interface ScheduleScreen {
  id: number;
  name: string;
  theaterId: number;
  theaterName: string;
  timeZone: string;
  cleaningMinutes: number;
  /** Default price (paise) of each tier the screen has seats of. */
  tierPrices: Map<SeatTier, number>;
}

/** The screen, or the same 404 for one that does not exist and one of a cinema the account does not work for. */
export async function screenFor(db: Kysely<Database>, user: BackOfficeUser, screenId: number): Promise<ScheduleScreen> {
  const screen = await db
    .selectFrom('screens')
    .innerJoin('theaters', 'theaters.id', 'screens.theater_id')
    .select([
      'screens.id',
      'screens.name',
      'theaters.id as theater_id',
      'theaters.name as theater_name',
      'theaters.time_zone',
      'theaters.cleaning_minutes',
    ])
    .where('screens.id', '=', screenId)
    .executeTakeFirst();
  if (!screen) throw notFound(SCREEN_NOT_FOUND);
  assertCanActFor(user, screen.theater_id, SCREEN_NOT_FOUND);
  const tiers = await db
    .selectFrom('screen_tiers')
    .select(['tier', 'price_paise'])
    .where('screen_id', '=', screenId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('screen_seats')
          .select('seat_number')
          .whereRef('screen_seats.screen_id', '=', 'screen_tiers.screen_id')
          .whereRef('screen_seats.tier', '=', 'screen_tiers.tier'),
      ),
    )
    .execute();
  return {
    id: screen.id,
    name: screen.name,
    theaterId: screen.theater_id,
    theaterName: screen.theater_name,
    timeZone: screen.time_zone,
    cleaningMinutes: screen.cleaning_minutes,
    tierPrices: new Map(tiers.map((tier) => [tier.tier, tier.price_paise])),
  };
}
