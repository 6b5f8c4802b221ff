import { formatIndian } from './numbers';

/** ₹ with Indian digit grouping: `₹1,250`, `₹1,250.50`. */
export function formatRupees(amount: number): string {
  return formatIndian(amount, Number.isInteger(amount) ? 0 : 2, '₹');
}

/** Rounds to paise, the way the API does. */
export function roundToPaise(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
