import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface MoviesTable {
  id: Generated<number>;
  title: string;
  description: string;
  trailer: string | null;
  duration_minutes: number;
  certification: string | null;
  language: string | null;
  genre: string;
  release_date: string | null;
  poster_colors: string[];
  now_showing: Generated<boolean>;
}

export interface TheatersTable {
  id: Generated<number>;
  name: string;
  location: string;
  city: string;
}

export interface TheaterSeatsTable {
  theater_id: number;
  seat_number: string;
  row_label: string;
  seat_index: number;
  price_paise: number;
  /** Physical position across the theatre's width, from 1; an aisle is a column no seat of the row has. */
  column_number: number;
  tier: SeatTier;
  kind: SeatKind;
}

export type SeatTier = 'Recliner' | 'Prime' | 'Classic';
export type SeatKind = 'standard' | 'wheelchair' | 'companion';

export interface ShowsTable {
  id: Generated<number>;
  movie_id: number;
  theater_id: number;
  screen: number;
  show_date: string;
  start_time: string;
  starts_at: Date;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  /** Null for staff and admin accounts made without one (customers always register with one). */
  phone: string | null;
  gender: string;
  password_hash: string;
  /** Bumped on every password change or reset; tokens carrying an older version are refused. */
  token_version: Generated<number>;
  /** 'staff' and 'admin' accounts may use /api/admin/*; an admin's theater_id is always null. */
  role: Generated<UserRole>;
  /** The theatre a staff account admits tickets for (null: none, unless all_cinemas). */
  theater_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A staff account admitting tickets of every cinema; false with no theater_id: no cinema at all. */
  all_cinemas: Generated<boolean>;
  created_at: CreatedAt;
}

export type UserRole = 'customer' | 'staff' | 'admin';

export interface FavoritesTable {
  user_id: number;
  movie_id: number;
  created_at: CreatedAt;
}

export type SeatClaimKind = 'HOLD' | 'BOOKED';

/** One row per taken seat of a show: the primary key is what makes double holds and double bookings impossible. */
export interface SeatClaimsTable {
  show_id: number;
  seat_number: string;
  user_id: number;
  kind: SeatClaimKind;
  booking_id: number | null;
  expires_at: Date | null;
  /** Client address of the hold (per-address cap); null once booked or for rows from before. */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  reset_at: Date;
}

export type BookingStatus = 'CONFIRMED' | 'CANCELLED' | 'PENDING';

export interface BookingsTable {
  id: Generated<number>;
  user_id: number;
  show_id: number;
  status: BookingStatus;
  seat_numbers: string[];
  ticket_fee_paise: number;
  convenience_fee_paise: number;
  total_paise: number;
  card_last4: string;
  cardholder_name: string;
  created_at: CreatedAt;
  removed_at: Date | null;
  /** "RT-" + 6 Crockford base32 characters, drawn by the database on insert. */
  reference: Generated<string>;
  /** When the ticket was admitted at the door, and by which staff account (null once that account is deleted). */
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  used_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Server-side secrets shared by every API process (never sent to clients). */
export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface PaymentRequestsTable {
  user_id: number;
  idempotency_key: string;
  request_fingerprint: string;
  status_code: number | null;
  response_body: unknown;
  created_at: CreatedAt;
}

export type CodePurpose = 'LOGIN' | 'RESET_PASSWORD';

export interface AuthCodesTable {
  identifier: string;
  purpose: CodePurpose;
  user_id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export type MailKind = 'BOOKING_CONFIRMED';

/** One e-mail to send about a booking; see migrations 007 and 010. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: MailKind;
  booking_id: number;
  attempts: Generated<number>;
  next_attempt_at: Date;
  locked_until: Date | null;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  /** Migration 010: when and why the mail was not sent and never will be. */
  skipped_at: Date | null;
  skip_reason: string | null;
}

export interface Database {
  movies: MoviesTable;
  theaters: TheatersTable;
  theater_seats: TheaterSeatsTable;
  shows: ShowsTable;
  users: UsersTable;
  favorites: FavoritesTable;
  seat_claims: SeatClaimsTable;
  bookings: BookingsTable;
  payment_requests: PaymentRequestsTable;
  auth_codes: AuthCodesTable;
  rate_limit_counters: RateLimitCountersTable;
  mail_outbox: MailOutboxTable;
  app_secrets: AppSecretsTable;
}

export type MovieRow = Selectable<MoviesTable>;
export type NewMovie = Insertable<MoviesTable>;
export type UserRow = Selectable<UsersTable>;
export type BookingRow = Selectable<BookingsTable>;
