export type ShowFormat = '2D' | '3D' | 'IMAX' | '4DX';
export type Tier = 'Recliner' | 'Prime' | 'Classic';
export type TierPrices = Partial<Record<Tier, number>>;

export const FORMATS: ShowFormat[] = ['2D', '3D', 'IMAX', '4DX'];
export const TIERS: Tier[] = ['Recliner', 'Prime', 'Classic'];

/** A show as `GET /api/admin/shows` lists it for the back office. */
export interface AdminShow {
  id: number;
  movieId: number;
  movieTitle: string;
  theater: { id: number; name: string };
  timeZone: string;
  screenId: number;
  screen: string;
  /** yyyy-mm-dd and HH:mm, cinema time */
  showDate: string;
  startTime: string;
  startsAt: string;
  endsAt: string;
  format: ShowFormat;
  audioLanguage: string | null;
  subtitles: string | null;
  status: 'live' | 'cancelled';
  cancelReason: string | null;
  pricesPaise: TierPrices;
  seatsTotal: number;
  seatsSold: number;
  seatsHeld: number;
  seatsFree: number;
  confirmedBookings: number;
  confirmedTotalPaise: number;
}
