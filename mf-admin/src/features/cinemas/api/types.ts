import type { ApiAnswer, ApiBody } from '@reeltime/contract';
export const TIERS = ['Recliner', 'Prime', 'Classic'] as const;
export type Tier = (typeof TIERS)[number];
export type SeatKind = 'standard' | 'wheelchair' | 'companion';

export type Cinema = ApiAnswer<'/api/admin/cinemas/{id}'>;
export type Screen = ApiAnswer<'/api/admin/screens/{id}'>;
/**
 * A screen's seat layout as the API stores it and the editor imports and exports: rows front (nearest the screen)
 * to back, each seat number N of its row (seat "C5") standing in a column from 1; an aisle is a column without a seat.
 */
export type SeatLayout = Screen['layout'];
export type ScreenSummary = ApiAnswer<'/api/admin/cinemas/{id}/screens'>[number];

export type CinemaInput = ApiBody<'/api/admin/cinemas', 'post'>;
