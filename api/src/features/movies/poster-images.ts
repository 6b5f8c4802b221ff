import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PosterFormat, PosterWidth } from './poster-urls.js';

/**
 * Stores the files of an uploaded poster under its key. A key names its content, so storing the same poster again
 * changes nothing.
 */
export async function storePosterImages(
  db: Kysely<Database>,
  key: string,
  images: { width: PosterWidth; format: PosterFormat; bytes: Buffer }[],
): Promise<void> {
  await db
    .insertInto('poster_images')
    .values(images.map((image) => ({ key, width: image.width, format: image.format, bytes: image.bytes })))
    .onConflict((conflict) => conflict.columns(['key', 'width', 'format']).doNothing())
    .execute();
}

const POSTER_LOCK_NAMESPACE = 7_303;

/**
 * Serialises, for the rest of the transaction and across every API process, what is done with one poster key:
 * storing it for a film and deleting it once no film shows it, so a film never ends up showing deleted files.
 */
export async function lockPosterKey(trx: Transaction<Database>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${POSTER_LOCK_NAMESPACE}, hashtext(${key}))`.execute(trx);
}

/**
 * Deletes a poster's files once no film shows it any more (a key names its content, so two films uploading the
 * same picture share it). Call it under `lockPosterKey` of that key, in the transaction that dropped the reference.
 */
export async function deletePosterIfUnused(trx: Transaction<Database>, key: string): Promise<boolean> {
  const used = await trx.selectFrom('movies').select('id').where('poster_key', '=', key).limit(1).executeTakeFirst();
  if (used) return false;
  await trx.deleteFrom('poster_images').where('key', '=', key).execute();
  return true;
}

/** One stored poster file, or undefined. */
export async function readPosterImage(
  db: Kysely<Database>,
  key: string,
  width: number,
  format: PosterFormat,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('poster_images')
    .select('bytes')
    .where('key', '=', key)
    .where('width', '=', width)
    .where('format', '=', format)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
