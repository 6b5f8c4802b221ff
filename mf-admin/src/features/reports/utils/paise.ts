import { formatRupees } from '@reeltime/shared-lib';

/** ₹ with Indian digit grouping from the API's integer paise: `₹1,250`, `₹1,250.50`. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}
