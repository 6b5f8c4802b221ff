import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database, MovieRow } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { toLocal } from '../../../lib/cinema-time.js';
import { cacheInvalidationFor } from '../../caches/invalidation.js';
import { deletePosterIfUnused, lockPosterKey, storePosterImages } from '../../movies/poster-images.js';
import { POSTER_FORMATS, POSTER_WIDTHS, posterImageUrl, thumbnailUrl } from '../../movies/poster-urls.js';
import type { BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { movieStatus } from './movie-status.js';
import type { EncodedPoster } from './poster-encode.js';
import { followRuntime } from './runtime-change.js';
import type { AdminMovie, MovieBody, MoviesQuery } from './schemas.js';
import { TRAILER_MESSAGE, trailerVideoId, watchUrl } from './trailer.js';

export const ADMIN_MOVIE_NOT_FOUND = 'Movie not found';

/** Generated posters are drawn in one of these (background, background, accent) palettes, picked by title. */
const POSTER_PALETTES: [string, string, string][] = [
  ['#0f4c75', '#1b262c', '#f9c74f'],
  ['#22313f', '#4b6584', '#fed330'],
  ['#7f1d1d', '#1c1917', '#f97316'],
  ['#14532d', '#052e16', '#a3e635'],
  ['#312e81', '#1e1b4b', '#f472b6'],
  ['#4a044e', '#1f2937', '#facc15'],
];

function paletteFor(title: string): [string, string, string] {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return POSTER_PALETTES[hash % POSTER_PALETTES.length];
}

/** The chain's local date today: what `coming_soon` compares release dates with. */
function today(ctx: AppContext): string {
  return toLocal(ctx.now(), ctx.config.cinemaTimeZone).date;
}

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export function toAdminMovie(row: MovieRow, publicUrl: string, localToday: string): AdminMovie {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    languages: row.languages,
    genres: row.genres,
    certification: row.certification,
    runtimeMinutes: row.duration_minutes,
    releaseDate: row.release_date,
    cast: row.cast_members,
    crew: row.crew,
    trailerUrl: row.trailer,
    status: movieStatus(row, localToday),
    archivedAt: row.archived_at?.toISOString() ?? null,
    thumbnail: thumbnailUrl(publicUrl, row),
    poster:
      row.poster_key === null
        ? null
        : {
            key: row.poster_key,
            images: POSTER_WIDTHS.flatMap((width) =>
              POSTER_FORMATS.map((format) => ({
                width,
                format,
                url: posterImageUrl(publicUrl, row.poster_key!, width, format),
              })),
            ),
          },
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns a movie body sets, trimmed and checked beyond what its schema can say. */
function movieColumns(body: MovieBody) {
  if (body.releaseDate !== null && !isCalendarDate(body.releaseDate)) {
    throw badRequest('releaseDate must be a calendar date written yyyy-mm-dd (or null)');
  }
  let trailer: string | null = null;
  if (body.trailerUrl !== null && body.trailerUrl.trim() !== '') {
    const videoId = trailerVideoId(body.trailerUrl);
    if (!videoId) throw badRequest(TRAILER_MESSAGE);
    trailer = watchUrl(videoId);
  }
  const labels = (values: string[], field: string) => {
    const trimmed = values.map((value) => value.trim());
    if (new Set(trimmed.map((value) => value.toLowerCase())).size !== trimmed.length)
      throw badRequest(`${field} must not contain duplicates`);
    return trimmed;
  };
  return {
    title: body.title.trim(),
    description: body.description.trim(),
    languages: labels(body.languages, 'languages'),
    genres: labels(body.genres, 'genres'),
    certification: body.certification,
    duration_minutes: body.runtimeMinutes,
    release_date: body.releaseDate,
    cast_members: JSON.stringify(body.cast.map((member) => ({ name: member.name.trim(), role: member.role.trim() }))),
    crew: JSON.stringify(body.crew.map((member) => ({ name: member.name.trim(), job: member.job.trim() }))),
    trailer,
  };
}

/** Text matched anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

async function lockedRow(trx: Kysely<Database>, id: number): Promise<MovieRow> {
  const row = await trx.selectFrom('movies').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(ADMIN_MOVIE_NOT_FOUND);
  return row;
}

/**
 * Movies are the chain's, not a cinema's: every manager and admin sees and edits all of them. Every change is
 * audited in its transaction and, once committed, shown to customers at once (the catalogue's caches are dropped).
 */
export function createAdminMovieService(ctx: AppContext) {
  const { db, config } = ctx;
  const present = (row: MovieRow) => toAdminMovie(row, config.publicUrl, today(ctx));

  return {
    async list(query: MoviesQuery): Promise<AdminMovie[]> {
      const localToday = today(ctx);
      let select = db
        .selectFrom('movies')
        .selectAll()
        .orderBy(sql`release_date DESC NULLS LAST`)
        .orderBy('id', 'desc');
      const text = query.q?.trim();
      if (text) {
        const pattern = containsPattern(text);
        select = select.where((eb) =>
          eb.or([
            eb('title', 'ilike', pattern),
            eb.exists(
              eb
                .selectFrom(sql`jsonb_array_elements(movies.cast_members || movies.crew)`.as('person'))
                .select(sql`1`.as('found'))
                .where(sql`person ->> 'name'`, 'ilike', pattern),
            ),
          ]),
        );
      }
      if (query.status === 'archived') select = select.where('archived_at', 'is not', null);
      else if (query.status === 'coming_soon')
        select = select.where('archived_at', 'is', null).where('release_date', '>', localToday);
      else if (query.status === 'now_showing') {
        select = select
          .where('archived_at', 'is', null)
          .where((eb) => eb.or([eb('release_date', 'is', null), eb('release_date', '<=', localToday)]));
      }
      const rows = await select.execute();
      return rows.map((row) => toAdminMovie(row, config.publicUrl, localToday));
    },

    async get(id: number): Promise<AdminMovie> {
      const row = await db.selectFrom('movies').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(ADMIN_MOVIE_NOT_FOUND);
      return present(row);
    },

    async create(actor: BackOfficeUser, body: MovieBody): Promise<AdminMovie> {
      const columns = movieColumns(body);
      const row = await inTransaction(db, async (trx) => {
        const created = await trx
          .insertInto('movies')
          .values({ ...columns, poster_colors: paletteFor(columns.title), updated_at: ctx.now() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'create',
          entity: 'movie',
          entityId: created.id,
          before: null,
          after: auditView(created),
        });
        return created;
      });
      cacheInvalidationFor(ctx).invalidateMovie(row.id);
      return present(row);
    },

    async update(actor: BackOfficeUser, id: number, body: MovieBody): Promise<AdminMovie> {
      const columns = movieColumns(body);
      const row = await inTransaction(db, async (trx) => {
        const before = await lockedRow(trx, id);
        if (columns.duration_minutes !== before.duration_minutes)
          await followRuntime(trx, actor, before, columns.duration_minutes, ctx.now());
        const updated = await trx
          .updateTable('movies')
          .set({ ...columns, updated_at: ctx.now() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'update',
          entity: 'movie',
          entityId: id,
          before: auditView(before),
          after: auditView(updated),
        });
        return updated;
      });
      cacheInvalidationFor(ctx).invalidateMovie(id);
      return present(row);
    },

    /** Archives (no new shows; shows and bookings stay) or, with `archived: false`, returns the film to the catalogue. */
    async archive(actor: BackOfficeUser, id: number, archived: boolean): Promise<AdminMovie> {
      const { row, changed } = await inTransaction(db, async (trx) => {
        const before = await lockedRow(trx, id);
        if ((before.archived_at !== null) === archived) return { row: before, changed: false };
        const updated = await trx
          .updateTable('movies')
          .set({ archived_at: archived ? ctx.now() : null, updated_at: ctx.now() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: archived ? 'archive' : 'unarchive',
          entity: 'movie',
          entityId: id,
          before: { archivedAt: before.archived_at },
          after: { archivedAt: updated.archived_at },
        });
        return { row: updated, changed: true };
      });
      if (changed) cacheInvalidationFor(ctx).invalidateMovie(id);
      return present(row);
    },

    /**
     * Stores an uploaded poster's files and shows them for this film; the poster it replaces is deleted with its
     * files in the same transaction, unless another film shows the same picture (its old URLs then answer 404).
     */
    async setPoster(actor: BackOfficeUser, id: number, poster: EncodedPoster): Promise<AdminMovie> {
      const posterKey = poster.key;
      const row = await inTransaction(db, async (trx) => {
        const before = await lockedRow(trx, id);
        const replaced = before.poster_key !== null && before.poster_key !== posterKey ? before.poster_key : null;
        // Both keys' locks, in one order, so two uploads swapping pictures between films cannot deadlock.
        for (const key of [posterKey, replaced].filter((key): key is string => key !== null).sort())
          await lockPosterKey(trx, key);
        await storePosterImages(trx, posterKey, poster.images);
        const updated = await trx
          .updateTable('movies')
          .set({ poster_key: posterKey, updated_at: ctx.now() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'poster',
          entity: 'movie',
          entityId: id,
          before: { posterKey: before.poster_key },
          after: { posterKey },
        });
        if (replaced) await deletePosterIfUnused(trx, replaced);
        return updated;
      });
      cacheInvalidationFor(ctx).invalidateMovie(id);
      return present(row);
    },
  };
}

/** What the audit log keeps of a movie: its fields as the back office edits them. */
function auditView(row: MovieRow) {
  return {
    title: row.title,
    description: row.description,
    languages: row.languages,
    genres: row.genres,
    certification: row.certification,
    runtimeMinutes: row.duration_minutes,
    releaseDate: row.release_date,
    cast: row.cast_members,
    crew: row.crew,
    trailerUrl: row.trailer,
    posterKey: row.poster_key,
    archivedAt: row.archived_at,
  };
}

export type AdminMovieService = ReturnType<typeof createAdminMovieService>;
