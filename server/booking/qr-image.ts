// The ticket's QR image (SPEC.md §2 success page) as a PNG data URI: the client accepts only
// http(s) or data:image/png|jpeg sources (§5). qrcode-generator gives the modules; the PNG
// (8-bit greyscale, quiet zone of 4) by server/http/png.ts.
import qrcode from 'qrcode-generator';
import { PNG_GREYSCALE, pngDataUri } from '../http/png.ts';

/**
 * What a ticket's QR code says; booking/registerTicket reads the same form back. Upper case
 * keeps it in the QR alphanumeric mode: a 25×25 code instead of 33×33, cheaper on every answer.
 */
export const ticketQrContent = (uid: string) => `CB:${uid.toUpperCase()}`;

type Qr = ReturnType<typeof qrcode>;

/**
 * qr.make() with the same result, cheaper: its mask search scores eight trial layouts, each
 * opening with getModuleCount() and then reading every module ~20 times through isDark (a
 * bounds-checked closure over nested arrays): most of a booking's QR time. Here each trial
 * layout is copied once into a flat array when its scoring starts, and isDark reads that
 * copy during make(); the library's own methods are put back afterwards.
 */
function makeFast(qr: Qr): void {
  const { isDark, getModuleCount } = qr;
  let n = 0;
  let flat = new Uint8Array(0);
  qr.getModuleCount = () => {
    n = getModuleCount();
    if (flat.length !== n * n) flat = new Uint8Array(n * n);
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) flat[r * n + c] = isDark(r, c) ? 1 : 0;
    return n;
  };
  qr.isDark = (r, c) => flat[r * n + c] === 1;
  try {
    qr.make();
  } finally {
    qr.isDark = isDark;
    qr.getModuleCount = getModuleCount;
  }
}

export function qrPngDataUri(text: string, scale = 5, margin = 4): string {
  const qr = qrcode(0, 'M');
  qr.addData(text, /^[0-9A-Z $%*+\-./:]*$/.test(text) ? 'Alphanumeric' : 'Byte');
  makeFast(qr);
  const modules = qr.getModuleCount();
  const size = (modules + margin * 2) * scale;
  // Every booking answer carries one, so the pixels are written once per module row and that
  // row is copied `scale` times (filter byte 0, then greyscale pixels, white by default).
  const stride = 1 + size;
  const raw = Buffer.alloc(stride * size, 0xff);
  for (let y = 0; y < size; y++) raw[y * stride] = 0;
  for (let my = 0; my < modules; my++) {
    const top = (my + margin) * scale * stride;
    for (let mx = 0; mx < modules; mx++) {
      if (qr.isDark(my, mx)) raw.fill(0, top + 1 + (mx + margin) * scale, top + 1 + (mx + margin + 1) * scale);
    }
    for (let k = 1; k < scale; k++) raw.copy(raw, top + k * stride, top, top + stride);
  }
  return pngDataUri(size, size, PNG_GREYSCALE, raw);
}
