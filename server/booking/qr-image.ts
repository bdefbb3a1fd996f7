// The ticket's QR image (docs/behaviour/2-screens.md (Success and ticket detail)) as a PNG data URI: the client accepts only
// http(s) or data:image/png|jpeg sources (docs/behaviour/5-validation.md). node-qrcode lays out the modules (its mask
// choice by the standard's penalty rules, about 0.1 ms for a ticket's code; the previous
// library took about 1 ms, a quarter of a booking's time); the PNG (8-bit greyscale, quiet
// zone of 4) by server/http/png.ts.
import QRCode from 'qrcode';
import { PNG_GREYSCALE, pngDataUri } from '../http/png.ts';

/**
 * What a ticket's QR code says; booking/registerTicket reads the same form back. Upper case
 * keeps it in the QR alphanumeric mode: a 25×25 code instead of 33×33, cheaper on every answer.
 */
export const ticketQrContent = (uid: string) => `CB:${uid.toUpperCase()}`;

const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;

export function qrPngDataUri(text: string, scale = 5, margin = 4): string {
  // The mode is given, not detected: the library's detection costs more than the layout.
  const segment: QRCode.QRCodeSegment = ALPHANUMERIC.test(text) ? { data: text, mode: 'alphanumeric' } : { data: Buffer.from(text, 'utf8'), mode: 'byte' };
  const { modules } = QRCode.create([segment], { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const size = (count + margin * 2) * scale;
  // Every booking answer carries one, so it is made cheap to compress: each module row's
  // pixels are written once (filter "none"); the `scale - 1` rows under it, and the blank
  // rows of the quiet zone, repeat the row above, written as filter "up" with zero
  // differences. Fast deflate then gives ~0.8 kB in ~25 µs (default effort: ~0.4 kB, ~100 µs).
  const stride = 1 + size;
  const raw = Buffer.alloc(stride * size, 0);
  const blankRow = (y: number) => y < margin * scale || y >= (margin + count) * scale;
  for (let y = 0; y < size; y++) {
    const at = y * stride;
    const repeat = y > 0 && (blankRow(y) ? blankRow(y - 1) : y % scale !== 0);
    if (repeat) {
      raw[at] = 2; // up: the same pixels as the row above
      continue;
    }
    raw.fill(0xff, at + 1, at + stride); // filter "none", white…
    if (blankRow(y)) continue;
    const my = y / scale - margin;
    for (let mx = 0; mx < count; mx++) {
      if (modules.get(my, mx)) raw.fill(0, at + 1 + (mx + margin) * scale, at + 1 + (mx + margin + 1) * scale); // …dark modules
    }
  }
  return pngDataUri(size, size, PNG_GREYSCALE, raw, { fast: true });
}
