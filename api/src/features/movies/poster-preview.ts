import sharp from 'sharp';

/** Generated posters kept as JPEG, by the SVG's ETag (its content): the previews of the films people share. */
const KEEP = 64;
const rendered = new Map<string, Promise<Buffer>>();

/**
 * A generated poster (SVG) as a JPEG at twice its size (800 × 1200): what link previews show, since chat apps and
 * social sites show no SVG. Rendered once per poster content and kept for the most recent `KEEP` posters.
 */
export function posterPreviewJpeg(svg: Buffer, etag: string): Promise<Buffer> {
  let jpeg = rendered.get(etag);
  if (!jpeg) {
    jpeg = sharp(svg, { density: 144 }).flatten({ background: '#0b0b12' }).jpeg({ quality: 82 }).toBuffer();
    rendered.set(etag, jpeg);
    jpeg.catch(() => rendered.delete(etag));
    if (rendered.size > KEEP) rendered.delete(rendered.keys().next().value!);
  }
  return jpeg;
}
