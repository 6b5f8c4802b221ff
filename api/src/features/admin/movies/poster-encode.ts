import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError, badRequest } from '../../../http/errors.js';
import { POSTER_FORMATS, POSTER_WIDTHS, type PosterFormat, type PosterWidth } from '../../movies/poster-urls.js';

/** The largest poster file taken (bytes). */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a poster may decode to (width × height): a small file claiming more is a decompression bomb. */
export const POSTER_MAX_PIXELS = 40_000_000;
/** The smallest poster taken, in pixels on each side. */
export const POSTER_MIN_SIDE = 240;

export const POSTER_TYPE_MESSAGE = 'poster must be a JPEG, PNG or WebP image';
export const POSTER_TOO_LARGE_MESSAGE = `poster must be at most ${POSTER_MAX_BYTES / 1024 / 1024} MB`;

const tooManyPixels = () =>
  badRequest(`poster is too large to process: at most ${POSTER_MAX_PIXELS / 1_000_000} megapixels`);

type SourceFormat = 'jpeg' | 'png' | 'webp';

/** The format a file's first bytes announce, whatever its name or declared type. */
export function sniffImageFormat(bytes: Buffer): SourceFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

export interface EncodedPoster {
  /** A hash of every re-encoded file: the same picture always gets the same key. */
  key: string;
  images: { width: PosterWidth; format: PosterFormat; bytes: Buffer }[];
}

/**
 * Checks an uploaded poster by its bytes (the magic number, then a full decode of at most POSTER_MAX_PIXELS pixels
 * that must agree with it) and re-encodes it, turned upright by its EXIF orientation and without any of its metadata
 * (EXIF, GPS, comments), into every width of POSTER_WIDTHS (never enlarged) in WebP and JPEG. Anything else, an
 * SVG, GIF or HTML file, a truncated or corrupt image, or one too large to decode, is refused with a 400.
 */
export async function encodePoster(bytes: Buffer): Promise<EncodedPoster> {
  if (bytes.length === 0) throw badRequest('poster is empty: choose a JPEG, PNG or WebP image');
  if (bytes.length > POSTER_MAX_BYTES) throw new ApiError(413, POSTER_TOO_LARGE_MESSAGE);
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw badRequest(`${POSTER_TYPE_MESSAGE}; this file is not one (SVG, GIF and other files are refused)`);

  const source = () => sharp(bytes, { limitInputPixels: POSTER_MAX_PIXELS, failOn: 'error', animated: false });
  let width: number;
  let height: number;
  try {
    const metadata = await source().metadata();
    if (metadata.format !== sniffed) throw badRequest(`${POSTER_TYPE_MESSAGE}; this file is not a valid one`);
    // Orientations 5 to 8 are stored sideways.
    const sideways = (metadata.orientation ?? 1) >= 5;
    width = (sideways ? metadata.height : metadata.width) ?? 0;
    height = (sideways ? metadata.width : metadata.height) ?? 0;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // sharp refuses to read the header of an image over limitInputPixels.
    throw /pixel limit/i.test(String((error as Error).message))
      ? tooManyPixels()
      : badRequest(`${POSTER_TYPE_MESSAGE}; this file could not be read as one`);
  }
  if (width * height > POSTER_MAX_PIXELS) throw tooManyPixels();
  if (width < POSTER_MIN_SIDE || height < POSTER_MIN_SIDE) {
    throw badRequest(
      `poster must be at least ${POSTER_MIN_SIDE} × ${POSTER_MIN_SIDE} pixels (this one is ${width} × ${height})`,
    );
  }

  let images: EncodedPoster['images'];
  try {
    // Decoded once, upright, in sRGB and no larger than the largest size served (so a 40-megapixel upload never sits in
    // memory at full size); each size is resized from that.
    const largest = POSTER_WIDTHS.at(-1)!;
    const { data, info } = await source()
      .rotate()
      .resize({ width: largest, height: largest * 3, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    images = await Promise.all(
      POSTER_WIDTHS.flatMap((targetWidth) =>
        POSTER_FORMATS.map(async (format) => {
          const resized = sharp(data, raw).resize({ width: targetWidth, withoutEnlargement: true });
          const encoded =
            format === 'webp'
              ? resized.webp({ quality: 80 })
              : resized.flatten({ background: '#000000' }).jpeg({ quality: 82, mozjpeg: true, progressive: true });
          return { width: targetWidth, format, bytes: await encoded.toBuffer() };
        }),
      ),
    );
  } catch {
    throw badRequest(`${POSTER_TYPE_MESSAGE}; this file could not be read as one`);
  }
  const hash = createHash('sha256');
  for (const image of images) hash.update(`${image.width}.${image.format}:${image.bytes.length}:`).update(image.bytes);
  return { key: hash.digest('hex').slice(0, 32), images };
}
