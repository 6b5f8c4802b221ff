import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../../http/errors.js';
import { cacheInvalidationFor } from '../../caches/invalidation.js';
import { publicAuthorName } from '../../reviews/author-name.js';
import { assertCanActFor, cinemaScope, type BackOfficeUser } from '../access.js';
import { likePattern } from '../accounts/account-list.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  HIDE_REASON_MESSAGE,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewsQuery,
  type HideReviewBody,
} from './schemas.js';

export const REVIEW_NOT_FOUND = 'Review not found.';
const DEFAULT_PAGE_SIZE = 20;

function selectReviews(db: Kysely<Database>) {
  return db
    .selectFrom('reviews')
    .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
    .innerJoin('shows', 'shows.id', 'bookings.show_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'reviews.movie_id')
    .innerJoin('users as author', 'author.id', 'reviews.user_id')
    .leftJoin('users as moderator', 'moderator.id', 'reviews.hidden_by')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('review_reports')
          .select((inner) => [
            'review_reports.review_id',
            inner.fn.countAll<string>().as('report_count'),
            inner.fn.max('review_reports.created_at').as('last_reported_at'),
            sql<string[]>`array_agg(review_reports.reason ORDER BY review_reports.created_at)`.as('reasons'),
          ])
          .groupBy('review_reports.review_id')
          .as('reports'),
      (join) => join.onRef('reports.review_id', '=', 'reviews.id'),
    )
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.body',
      'reviews.created_at',
      'reviews.hidden_at',
      'reviews.hide_reason',
      'reviews.hidden_by',
      'reviews.booking_id',
      'reviews.movie_id',
      'movies.title',
      'theaters.id as theater_id',
      'theaters.name as theater_name',
      'bookings.reference',
      'author.id as author_id',
      'author.name as author_name',
      'author.email as author_email',
      'moderator.name as moderator_name',
      'reports.last_reported_at',
      'reports.reasons',
    ])
    .select(sql<number>`COALESCE(reports.report_count, 0)::integer`.as('report_count'));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['executeTakeFirstOrThrow']>>;

/** The reasons, most given first (then first given first). */
function reasonsByCount(reasons: string[] | null): string[] {
  const counts = new Map<string, number>();
  for (const reason of reasons ?? []) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([reason]) => reason);
}

function toAdminReview(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.body,
    createdAt: row.created_at.toISOString(),
    movie: { id: row.movie_id, title: row.title },
    cinema: { id: row.theater_id, name: row.theater_name },
    bookingId: row.booking_id,
    bookingReference: row.reference,
    author: {
      id: row.author_id,
      name: row.author_name,
      email: row.author_email,
      shownAs: publicAuthorName(row.author_name),
    },
    reportCount: Number(row.report_count),
    reportReasons: reasonsByCount(row.reasons),
    lastReportedAt: row.last_reported_at ? new Date(row.last_reported_at).toISOString() : null,
    hiddenAt: row.hidden_at?.toISOString() ?? null,
    hiddenBy:
      row.hidden_by !== null && row.moderator_name !== null ? { id: row.hidden_by, name: row.moderator_name } : null,
    hideReason: row.hide_reason,
  };
}

/**
 * Review moderation in the back office: managers (for the audiences of their cinemas) and admins (the whole chain)
 * list reviews, reported ones first, and hide one with a reason or show it again. Every change is audited.
 */
export function createModerationService(ctx: AppContext) {
  const { db } = ctx;
  const caches = cacheInvalidationFor(ctx);

  async function findRow(user: BackOfficeUser, reviewId: number, database: Kysely<Database> = db): Promise<ReviewRow> {
    const row = await selectReviews(database).where('reviews.id', '=', reviewId).executeTakeFirst();
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    assertCanActFor(user, row.theater_id, REVIEW_NOT_FOUND);
    return row;
  }

  async function setHidden(user: BackOfficeUser, reviewId: number, reason: string | null): Promise<AdminReview> {
    const hide = reason !== null;
    const movieId = await inTransaction(db, async (trx) => {
      const row = await findRow(user, reviewId, trx);
      if (hide && row.hidden_at) throw conflict('This review is already hidden.');
      if (!hide && !row.hidden_at) throw conflict('This review is not hidden.');
      const at = ctx.now();
      await trx
        .updateTable('reviews')
        .set(
          hide
            ? { hidden_at: at, hidden_by: user.id, hide_reason: reason }
            : { hidden_at: null, hidden_by: null, hide_reason: null },
        )
        .where('id', '=', reviewId)
        .execute();
      await recordAudit(trx, user, {
        action: hide ? 'hide' : 'unhide',
        entity: 'review',
        entityId: reviewId,
        theaterId: row.theater_id,
        before: { hiddenAt: row.hidden_at?.toISOString() ?? null, hideReason: row.hide_reason },
        after: {
          hiddenAt: hide ? at.toISOString() : null,
          hideReason: reason,
          movieId: row.movie_id,
          bookingReference: row.reference,
        },
      });
      return row.movie_id;
    });
    caches.invalidateMovie(movieId);
    return toAdminReview(await findRow(user, reviewId));
  }

  return {
    async list(user: BackOfficeUser, query: AdminReviewsQuery): Promise<AdminReviewList> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const scope = cinemaScope(user);
      if (scope && scope.length === 0) return { items: [], page, pageSize, total: 0 };
      let matching = selectReviews(db);
      if (scope) matching = matching.where('theaters.id', 'in', scope);
      const q = query.q?.trim();
      if (q) {
        const pattern = likePattern(q);
        matching = matching.where((eb) =>
          eb.or([
            eb('reviews.body', 'ilike', pattern),
            eb('movies.title', 'ilike', pattern),
            eb('author.name', 'ilike', pattern),
            eb('author.email', 'ilike', pattern),
            eb('bookings.reference', 'ilike', pattern),
          ]),
        );
      }
      if (query.reported) matching = matching.where('reports.review_id', 'is not', null);
      if (query.status === 'visible') matching = matching.where('reviews.hidden_at', 'is', null);
      if (query.status === 'hidden') matching = matching.where('reviews.hidden_at', 'is not', null);
      const [rows, count] = await Promise.all([
        matching
          .orderBy(sql`CASE WHEN reviews.hidden_at IS NULL THEN COALESCE(reports.report_count, 0) ELSE 0 END`, 'desc')
          .orderBy('reviews.created_at', 'desc')
          .orderBy('reviews.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        matching
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toAdminReview), page, pageSize, total: Number(count.total) };
    },

    hide(user: BackOfficeUser, reviewId: number, body: HideReviewBody) {
      const reason = body.reason.trim().replace(/\s+/gu, ' ');
      if ([...reason].length < 3) throw badRequest(HIDE_REASON_MESSAGE);
      return setHidden(user, reviewId, reason);
    },
    unhide: (user: BackOfficeUser, reviewId: number) => setHidden(user, reviewId, null),
  };
}
