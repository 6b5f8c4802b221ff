import type { SeatTier } from '../../../db/schema.js';
import { badRequest } from '../../../http/errors.js';
import type { ScheduleScreen } from './screen-for.js';
import { TIERS, type PricesPaise } from './schemas.js';

/**
 * A show's price per tier: the screen's default for each tier it has, overridden by `requested`; 400 naming a
 * tier the screen has no seats of.
 */
export function showPrices(
  screen: ScheduleScreen,
  requested: PricesPaise | undefined,
  base?: Map<SeatTier, number>,
): Map<SeatTier, number> {
  const prices = new Map(base ?? screen.tierPrices);
  for (const tier of TIERS) {
    const price = requested?.[tier];
    if (price === undefined) continue;
    if (!screen.tierPrices.has(tier)) {
      const has = [...screen.tierPrices.keys()].join(', ') || 'no seats';
      throw badRequest(`pricesPaise.${tier}: ${screen.name} has no ${tier} seats (it has ${has})`);
    }
    prices.set(tier, price);
  }
  return prices;
}

export function pricesObject(prices: Map<SeatTier, number>): Record<string, number> {
  return Object.fromEntries(TIERS.filter((tier) => prices.has(tier)).map((tier) => [tier, prices.get(tier)!]));
}
