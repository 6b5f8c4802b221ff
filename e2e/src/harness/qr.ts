import jsQRModule from 'jsqr';
import type { Browser, Locator } from 'playwright-core';
import { drawnQr } from '@reeltime/api/src/testing/pdf-qr.js';

// jsqr is CommonJS: under NodeNext its default import is module.exports, which carries the function as `default`.
const jsQR = jsQRModule.default;

/** The text of the QR code in raw pixels (RGBA or RGB), read by the same decoder the staff scanner uses. */
export function decodeQrPixels(pixels: Uint8Array, width: number, height: number, channels: number): string | null {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    for (let channel = 0; channel < 3; channel++)
      rgba[pixel * 4 + channel] = pixels[pixel * channels + (channels === 1 ? 0 : channel)]!;
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

/** Decodes the QR code a ticket PDF draws (as vector squares), rasterized. */
export function decodePdfQr(pdf: Buffer): string | null {
  const qr = drawnQr(pdf);
  return qr ? decodeQrPixels(qr.pixels, qr.width, qr.height, 1) : null;
}

/**
 * A PNG screenshot of an on-screen element (what a phone camera would be shown), decoded: the PNG is
 * drawn on a canvas in a blank page of the same browser and its pixels read back.
 */
export async function decodeScreenshotQr(
  browser: Browser,
  element: Locator,
): Promise<{ png: Buffer; text: string | null }> {
  await element.waitFor();
  // A camera reads the code once it is fully drawn: the picture is taken after the page's transitions and finite
  // animations end (a dialog fading in), never halfway through.
  await element.page().evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const png = await element.screenshot({ scale: 'device' });
  const page = await browser.newPage();
  try {
    const { width, height, pixels } = await page.evaluate(
      async (dataUrl) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        // A quiet zone around the code, as on a screen.
        canvas.width = image.width + 40;
        canvas.height = image.height + 40;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 20, 20);
        const data = context.getImageData(0, 0, canvas.width, canvas.height);
        return { width: data.width, height: data.height, pixels: Array.from(data.data) };
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    return { png, text: decodeQrPixels(Uint8Array.from(pixels), width, height, 4) };
  } finally {
    await page.close();
  }
}
