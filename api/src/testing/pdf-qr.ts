import { inflateSync } from 'node:zlib';

/** A QR code drawn in a PDF, rasterized: one byte per pixel, 0 black and 255 white. */
export interface DrawnQr {
  width: number;
  height: number;
  pixels: Uint8Array;
  /** White pixels added on each side of the code's dark modules (its quiet zone, which a decoder needs). */
  quietPixels: number;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rectangles a pdfkit page's content streams fill black, in the document's own (top-left) coordinates. */
function blackRectangles(pdf: Buffer): Rect[] {
  const source = pdf.toString('latin1');
  const filled: Rect[] = [];
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const end = source.indexOf('endstream', match.index);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(match.index + match[0].length, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream
    }
    let colour: number[] = [];
    let path: Rect[] = [];
    for (const line of content.split('\n')) {
      const operands = line.trim().split(/\s+/);
      const operator = operands.pop();
      if (operator === 'scn' || operator === 'sc' || operator === 'rg' || operator === 'g')
        colour = operands.map(Number);
      else if (operator === 're') {
        const [x, y, width, height] = operands.map(Number) as [number, number, number, number];
        path.push({ x, y, width, height });
      } else if (operator === 'f' || operator === 'f*') {
        if (colour.length > 0 && colour.every((component) => component === 0)) filled.push(...path);
        path = [];
      } else if (operator === 'n' || operator === 'S') path = [];
    }
  }
  return filled;
}

/**
 * Rasterizes the QR code a ticket PDF draws as black vector squares (`pixelsPerPoint` pixels per PDF point), with
 * a white quiet zone of a tenth of its width around it; null when the PDF fills nothing black.
 */
export function drawnQr(pdf: Buffer, pixelsPerPoint = 4): DrawnQr | null {
  const rects = blackRectangles(pdf);
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.width));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.height));
  const quietPixels = Math.ceil(((right - left) * pixelsPerPoint) / 10);
  const width = Math.round((right - left) * pixelsPerPoint) + quietPixels * 2;
  const height = Math.round((bottom - top) * pixelsPerPoint) + quietPixels * 2;
  const pixels = new Uint8Array(width * height).fill(255);
  const toPixel = (value: number, origin: number) => Math.round((value - origin) * pixelsPerPoint) + quietPixels;
  for (const rect of rects) {
    const [x0, x1] = [toPixel(rect.x, left), toPixel(rect.x + rect.width, left)];
    const [y0, y1] = [toPixel(rect.y, top), toPixel(rect.y + rect.height, top)];
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
      pixels.fill(0, y * width + Math.max(0, x0), y * width + Math.min(width, x1));
  }
  return { width, height, pixels, quietPixels };
}

/** Reads a drawn code's `size` × `size` modules back, row by row: dark where the module's centre pixel is dark. */
export function drawnQrModules(qr: DrawnQr, size: number): boolean[] {
  const scale = (qr.width - qr.quietPixels * 2) / size;
  const modules: boolean[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const x = qr.quietPixels + Math.floor((column + 0.5) * scale);
      const y = qr.quietPixels + Math.floor((row + 0.5) * scale);
      modules.push(qr.pixels[y * qr.width + x]! < 128);
    }
  }
  return modules;
}
