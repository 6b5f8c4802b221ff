import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface MoviesTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** The video site's watch URL (https://www.youtube.com/watch?v=<11-character id>), or null. */
  trailer: string | null;
  duration_minutes: number;
  certification: string | null;
  /** Audio languages, in the order shown (first: the usual one). */
  languages: Generated<string[]>;
  genres: Generated<string[]>;
  release_date: string | null;
  poster_colors: string[];
  cast_members: ColumnType<CastMember[], string | undefined, string>;
  crew: ColumnType<CrewMember[], string | undefined, string>;
  /** Set: no new shows; the film's shows and bookings stay. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The uploaded poster's images (`poster_images.key`); null: the generated poster. */
  poster_key: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** The count and the sum of the film's visible ratings (kept by a trigger on `reviews`). */
  rating_count: Generated<number>;
  rating_total: Generated<number>;
}

export interface CastMember {
  name: string;
  /** The part played. */
  role: string;
}

export interface CrewMember {
  name: string;
  /** e.g. Director, Music. */
  job: string;
}

/** An uploaded poster re-encoded at one width and format; the files of one poster share its key. */
export interface PosterImagesTable {
  key: string;
  width: number;
  format: 'webp' | 'jpeg';
  bytes: Buffer;
  created_at: CreatedAt;
}

export interface TheatersTable {
  id: Generated<number>;
  name: string;
  /** The street address shown to customers (area, then city). */
  location: string;
  city: string;
  /** IANA zone the cinema's show dates and times are in. */
  time_zone: Generated<string>;
  facilities: Generated<string[]>;
  /** Customers may cancel until this many minutes before the show… */
  cancel_cutoff_minutes: Generated<number>;
  /** …and get this percentage of the ticket price back. */
  cancel_refund_percent: Generated<number>;
  /** Minutes kept free on a screen between one show's end and the next show's start. */
  cleaning_minutes: Generated<number>;
}

export interface ScreensTable {
  id: Generated<number>;
  theater_id: number;
  name: string;
  created_at: CreatedAt;
}

/** A screen's seat tiers and their default prices (what a new show of the screen is priced at). */
export interface ScreenTiersTable {
  screen_id: number;
  tier: SeatTier;
  price_paise: number;
}

export interface ScreenSeatsTable {
  screen_id: number;
  /** row_label + seat_index, e.g. "A12". */
  seat_number: string;
  row_label: string;
  seat_index: number;
  /** Physical position across the screen's width, from 1; an aisle is a column no seat of the row has. */
  column_number: number;
  tier: SeatTier;
  kind: SeatKind;
}

export type SeatTier = 'Recliner' | 'Prime' | 'Classic';
export type SeatKind = 'standard' | 'wheelchair' | 'companion';

export type ShowFormat = '2D' | '3D' | 'IMAX' | '4DX';

export interface ShowsTable {
  id: Generated<number>;
  movie_id: number;
  /** Always the screen's cinema. */
  theater_id: number;
  screen_id: number;
  /** Local date and time at the cinema (its time zone). */
  show_date: string;
  start_time: string;
  starts_at: Date;
  /** Start plus the movie's runtime when scheduled; the screen is busy until then plus its cinema's cleaning gap. */
  ends_at: Date;
  format: Generated<ShowFormat>;
  audio_language: string | null;
  subtitles: ColumnType<string | null, string | null | undefined, string | null>;
  /** A cancelled show keeps its row for its bookings and the audit; customers never see it. */
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** What each tier's seats cost at one show. */
export interface ShowPricesTable {
  show_id: number;
  tier: SeatTier;
  price_paise: number;
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
  /** 'staff', 'manager' and 'admin' accounts may use /api/admin/*; an admin works for every cinema. */
  role: Generated<UserRole>;
  /** A staff or manager account working for every cinema; false: only its `user_cinemas` (none: no cinema at all). */
  all_cinemas: Generated<boolean>;
  /** A disabled account cannot sign in and its tokens are refused. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the account last signed in (password, one-time code or accepted invitation). */
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The customer asked for an e-mail reminder before each show they book (migration 022). */
  show_reminders: Generated<boolean>;
  created_at: CreatedAt;
}

export type UserRole = 'customer' | 'staff' | 'manager' | 'admin';

/** The invitation an admin sent a back-office account: one per account, only the hash of its one-time code. */
export interface AccountInvitesTable {
  user_id: number;
  code_hash: string;
  expires_at: Date;
  /** Set when the code set the account's password; a used code never works again. */
  used_at: Date | null;
  created_by: number | null;
  /** When this invitation (the latest) was sent. */
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** The cinemas a staff or manager account works for. */
export interface UserCinemasTable {
  user_id: number;
  theater_id: number;
}

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
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Who cancelled: the customer, or a back-office account (null once that account is deleted). */
  cancelled_by: ColumnType<number | null, number | null | undefined, number | null>;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The amount given back (mock refund to the card), set with refunded_at. */
  refund_paise: ColumnType<number | null, number | null | undefined, number | null>;
  refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type BookingEventKind = 'HELD' | 'PAID' | 'EMAILED' | 'ADMITTED' | 'CANCELLED' | 'REFUNDED' | 'RESENT';

/** A booking's history: what happened, when, and by whom (the customer, a back-office account; null: the system). */
export interface BookingEventsTable {
  id: Generated<string>;
  booking_id: number;
  kind: BookingEventKind;
  at: ColumnType<Date, Date | undefined, never>;
  actor_id: number | null;
  detail: ColumnType<Record<string, unknown>, Record<string, unknown> | undefined, never>;
}

/** Every back-office change; the database refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | undefined, never>;
  actor_id: number | null;
  actor_email: string;
  /** e.g. 'create', 'update', 'archive', 'cancel', 'refund', 'invite'. */
  action: string;
  /** e.g. 'movie', 'cinema', 'screen', 'show', 'booking', 'account'. */
  entity: string;
  entity_id: string | null;
  /** The cinema the change belongs to, when it belongs to one (a manager's audit view). */
  theater_id: number | null;
  before: unknown;
  after: unknown;
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

/** The confirmation, the cancellation (with its refund), and a confirmation sent again from the bookings desk. */
export type MailKind =
  'BOOKING_CONFIRMED' | 'BOOKING_CANCELLED' | 'BOOKING_RESENT' | 'BOOKING_REMINDER' | 'MOVIE_ON_SALE';

/** One e-mail to send about a booking; see migrations 007, 010 and 016. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: MailKind;
  /** The booking a booking mail is about; null for a `MOVIE_ON_SALE` mail (migration 021). */
  booking_id: number | null;
  /** Migration 021: the "Notify me" alert a `MOVIE_ON_SALE` mail is about. */
  movie_alert_id: ColumnType<number | null, number | null | undefined, number | null>;
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

/** A customer's rating (1–5) and optional short text of a film, once per booking; hidden ones are kept. */
export interface ReviewsTable {
  id: Generated<number>;
  booking_id: number;
  user_id: number;
  movie_id: number;
  rating: number;
  body: string | null;
  created_at: CreatedAt;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_by: ColumnType<number | null, number | null | undefined, number | null>;
  hide_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ReviewReportReason = 'spoilers' | 'offensive' | 'spam' | 'off-topic' | 'other';

/** A customer's report of a review, once per account and review. */
export interface ReviewReportsTable {
  review_id: number;
  user_id: number;
  reason: ReviewReportReason;
  created_at: CreatedAt;
}

/** A show sold through a virtual waiting room from its on-sale moment; see migration 023. */
export interface ShowOnSalesTable {
  show_id: number;
  on_sale_at: Date;
  admit_per_minute: number;
  /** When the accounts that joined before the on-sale moment were numbered in a random order; null until then. */
  shuffled_at: Date | null;
  /** The highest queue number given so far. */
  last_number: Generated<number>;
  /** The admission moment of that number. */
  last_admit_at: Date | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One account's place in a show's waiting room. */
export interface WaitingRoomEntriesTable {
  show_id: number;
  user_id: number;
  joined_at: Date;
  /** Null while waiting for the on-sale moment's shuffle. */
  queue_number: number | null;
  admit_at: Date | null;
}

/** A customer waiting to hear when a film goes on sale in a city; see migration 021. */
export interface MovieAlertsTable {
  id: Generated<number>;
  user_id: number;
  movie_id: number;
  /** As the cinemas spell it. */
  city: string;
  created_at: CreatedAt;
  /** When its mail was queued (the film's first show in the city went on sale). */
  notified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface Database {
  movies: MoviesTable;
  poster_images: PosterImagesTable;
  theaters: TheatersTable;
  screens: ScreensTable;
  screen_tiers: ScreenTiersTable;
  screen_seats: ScreenSeatsTable;
  shows: ShowsTable;
  show_prices: ShowPricesTable;
  user_cinemas: UserCinemasTable;
  account_invites: AccountInvitesTable;
  booking_events: BookingEventsTable;
  audit_log: AuditLogTable;
  users: UsersTable;
  favorites: FavoritesTable;
  seat_claims: SeatClaimsTable;
  bookings: BookingsTable;
  payment_requests: PaymentRequestsTable;
  auth_codes: AuthCodesTable;
  rate_limit_counters: RateLimitCountersTable;
  mail_outbox: MailOutboxTable;
  movie_alerts: MovieAlertsTable;
  app_secrets: AppSecretsTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  show_on_sales: ShowOnSalesTable;
  waiting_room_entries: WaitingRoomEntriesTable;
}

export type MovieRow = Selectable<MoviesTable>;
export type NewMovie = Insertable<MoviesTable>;
export type UserRow = Selectable<UsersTable>;
export type BookingRow = Selectable<BookingsTable>;
