// The QR encoder, loaded only when a ticket comes without the server's QR image: node-qrcode's
// core (the library the reference server draws its images with, so a drawn code has the same
// modules as the server's), without its renderers (about 8 kB gzip, a lazy chunk of its own).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration has nothing to import, and the declaration build (tsconfig.build.json) reaches it only from here
/// <reference path="./qrcode-core.d.ts" />
import { create } from 'qrcode/lib/core/qrcode.js';
import { isQrAlphanumeric, qrSvgDataUri } from '../../domain/ticket-qr.ts';

/** The code of `text` as an SVG data URI; error correction M, as the server's. */
export function qrImage(text: string): string {
  // The mode is given, as the server does: upper-case ticket content fits the alphanumeric mode.
  const segment = isQrAlphanumeric(text) ? { data: text, mode: 'alphanumeric' as const } : { data: new TextEncoder().encode(text), mode: 'byte' as const };
  const { modules } = create([segment], { errorCorrectionLevel: 'M' });
  return qrSvgDataUri({ size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) });
}
