import type { Kysely } from 'kysely';
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
  await db.insertInto('poster_images')
    .values(images.map((image) => ({ key, width: image.width, format: image.format, bytes: image.bytes })))
    .onConflict((conflict) => conflict.columns(['key', 'width', 'format']).doNothing())
    .execute();
}

/** One stored poster file, or undefined. */
export async function readPosterImage(db: Kysely<Database>, key: string, width: number, format: PosterFormat): Promise<Buffer | undefined> {
  const row = await db.selectFrom('poster_images').select('bytes')
    .where('key', '=', key).where('width', '=', width).where('format', '=', format)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
