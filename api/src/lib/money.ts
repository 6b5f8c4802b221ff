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

/**
 * The convenience fee without its GST: 7% of the tickets, rounded half up to the paisa (the GST is the fee charged
 * minus this). Integer arithmetic, so the sales report's SQL `(ticket_fee_paise * 7 + 50) / 100` agrees exactly.
 */
export function convenienceFeeBasePaise(ticketFeePaise: number): number {
  return Math.floor((ticketFeePaise * 7 + 50) / 100);
}
