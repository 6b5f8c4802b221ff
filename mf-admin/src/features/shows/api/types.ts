import type { ApiAnswer } from '@reeltime/contract';

export type ShowFormat = '2D' | '3D' | 'IMAX' | '4DX';
export type Tier = 'Recliner' | 'Prime' | 'Classic';
export type TierPrices = Partial<Record<Tier, number>>;

export const FORMATS: ShowFormat[] = ['2D', '3D', 'IMAX', '4DX'];
export const TIERS: Tier[] = ['Recliner', 'Prime', 'Classic'];

type ListedShow = ApiAnswer<'/api/admin/shows'>['shows'][number];
/** What the back-office listing (any filter given) adds to a door listing's show. */
type BackOfficeFields =
  | 'movieId'
  | 'screenId'
  | 'format'
  | 'audioLanguage'
  | 'subtitles'
  | 'timeZone'
  | 'status'
  | 'cancelReason'
  | 'pricesPaise'
  | 'seatsTotal'
  | 'seatsHeld'
  | 'seatsFree'
  | 'confirmedBookings'
  | 'confirmedTotalPaise';
/** A show as `GET /api/admin/shows` lists it for the back office (showDate and startTime in cinema time). */
export type AdminShow = ListedShow & Required<Pick<ListedShow, BackOfficeFields>>;
