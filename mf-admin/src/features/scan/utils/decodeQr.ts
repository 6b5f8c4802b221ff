import jsQR from 'jsqr';

/** The text of the QR code in an image, or null. Loaded only when the scanner decodes (camera or photo). */
export function decodeQr(image: ImageData): string | null {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Draws a picture source onto a canvas (scaled to at most `maxSide` px) and decodes it. */
export function decodeQrFrom(source: CanvasImageSource, width: number, height: number, maxSide = 1024): string | null {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
}
