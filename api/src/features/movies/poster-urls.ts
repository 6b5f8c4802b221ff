/** The widths (pixels) an uploaded poster is re-encoded to, and the formats of each. */
export const POSTER_WIDTHS = [240, 480, 960] as const;
export const POSTER_FORMATS = ['webp', 'jpeg'] as const;
export type PosterWidth = (typeof POSTER_WIDTHS)[number];
export type PosterFormat = (typeof POSTER_FORMATS)[number];

/** The image customers see in lists: sharp enough for a card on a high-density screen. */
export const THUMBNAIL_WIDTH: PosterWidth = 480;
export const THUMBNAIL_FORMAT: PosterFormat = 'webp';

export const POSTER_EXTENSION: Record<PosterFormat, string> = { webp: 'webp', jpeg: 'jpg' };
export const POSTER_CONTENT_TYPE: Record<PosterFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** `{key}-{width}.{webp|jpg}`: the name an uploaded poster's file is served under. */
export const POSTER_FILE_PATTERN = '^([0-9a-f]{32})-(240|480|960)\\.(webp|jpg)$';

/** The generated poster of a film without an uploaded one. */
export function generatedPosterUrl(publicUrl: string, movieId: number): string {
  return `${publicUrl}/posters/${movieId}.svg`;
}

/** One file of an uploaded poster; the URL names its content, so it is cached for good. */
export function posterImageUrl(publicUrl: string, key: string, width: PosterWidth, format: PosterFormat): string {
  return `${publicUrl}/poster-images/${key}-${width}.${POSTER_EXTENSION[format]}`;
}

/** What a film's cards show: its uploaded poster, else its generated one. */
export function thumbnailUrl(publicUrl: string, movie: { id: number; poster_key: string | null }): string {
  return movie.poster_key
    ? posterImageUrl(publicUrl, movie.poster_key, THUMBNAIL_WIDTH, THUMBNAIL_FORMAT)
    : generatedPosterUrl(publicUrl, movie.id);
}
