import { inflateSync } from 'node:zlib';

export interface PdfImage {
  width: number;
  height: number;
  /** Bytes per pixel of `pixels` (3 for DeviceRGB, 1 for DeviceGray). */
  channels: number;
  pixels: Buffer;
}

/** The 8-bit, Flate-compressed, unpredicted images of a pdfkit document (how it stores a PNG's colour part). */
export function extractPdfImages(pdf: Buffer): PdfImage[] {
  const source = pdf.toString('latin1');
  const images: PdfImage[] = [];
  const pattern = /<<([^]*?\/Subtype \/Image[^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const dictionary = match[1];
    if (!dictionary.includes('/FlateDecode') || dictionary.includes('/DecodeParms')) continue;
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const width = Number(/\/Width (\d+)/.exec(dictionary)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(dictionary)?.[1]);
    const channels = dictionary.includes('/DeviceRGB') ? 3 : 1;
    images.push({ width, height, channels, pixels: inflateSync(pdf.subarray(start, end)) });
  }
  return images;
}
