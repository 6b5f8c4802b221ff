export const TIERS = ['Recliner', 'Prime', 'Classic'] as const;
export type Tier = (typeof TIERS)[number];
export type SeatKind = 'standard' | 'wheelchair' | 'companion';

/**
 * A screen's seat layout as the API stores it and the editor imports and exports: rows front (nearest the screen)
 * to back, each seat number N of its row (seat "C5") standing in a column from 1; an aisle is a column without a seat.
 */
export interface SeatLayout {
  tiers: { tier: Tier; pricePaise: number }[];
  rows: { label: string; tier: Tier; seats: { number: number; column: number; kind: SeatKind }[] }[];
}

export interface Cinema {
  id: number;
  name: string;
  city: string;
  address: string;
  timeZone: string;
  facilities: string[];
  cancellationPolicy: { cutoffMinutes: number; refundPercent: number };
  cleaningMinutes: number;
  screenCount: number;
}

export type CinemaInput = Omit<Cinema, 'id' | 'screenCount'>;

export interface ScreenSummary {
  id: number;
  cinemaId: number;
  name: string;
  seatCount: number;
  seatsByTier: Record<Tier, number>;
}

export interface Screen extends ScreenSummary {
  layout: SeatLayout;
}
