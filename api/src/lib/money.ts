/**
 * Money is kept in integer paise inside the server and only turned into rupees at the edge,
 * so sums never pick up floating-point dust.
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** 7% convenience fee on the tickets, plus 18% GST on that fee, rounded to the paisa. */
export function convenienceFeePaise(ticketFeePaise: number): number {
  return Math.round(ticketFeePaise * 0.07 * 1.18);
}
