const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹ with Indian digit grouping: `₹1,250`, `₹1,250.50`. */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}

/** Rounds to paise, the way the API does. */
export function roundToPaise(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
