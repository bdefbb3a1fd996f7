// The ticket's QR image (SPEC.md §2 success page) as a PNG data URI: the client accepts only
// http(s) or data:image/png|jpeg sources (§5). node-qrcode lays out the modules (its mask
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
  // Every booking answer carries one, so the pixels are written once per module row and that
  // row is copied `scale` times (filter byte 0, then greyscale pixels, white by default).
  const stride = 1 + size;
  const raw = Buffer.alloc(stride * size, 0xff);
  for (let y = 0; y < size; y++) raw[y * stride] = 0;
  for (let my = 0; my < count; my++) {
    const top = (my + margin) * scale * stride;
    for (let mx = 0; mx < count; mx++) {
      if (modules.get(my, mx)) raw.fill(0, top + 1 + (mx + margin) * scale, top + 1 + (mx + margin + 1) * scale);
    }
    for (let k = 1; k < scale; k++) raw.copy(raw, top + k * stride, top, top + stride);
  }
  return pngDataUri(size, size, PNG_GREYSCALE, raw);
}
