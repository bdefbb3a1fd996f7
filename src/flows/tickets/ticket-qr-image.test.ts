// @vitest-environment node
// The QR code drawn in the widget is a code a scanner reads: the SVG's own squares, painted into
// pixels, decode (jsQR) to the ticket's content, and the modules are the reference server's for
// the same ticket (the same library, mode and error correction).
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { describe, expect, test } from 'vitest';
import { ticketQrContent as serverContent } from '../../../server/booking/qr-image.ts';
import { ticketQrContent } from '../../domain/ticket-qr.ts';
import { qrImage } from './ticket-qr-image.ts';

/** Paints the SVG's dark squares (M x y h w v1 h-w z) into RGBA pixels, `scale` per module. */
function pixels(uri: string, scale = 4): { data: Uint8ClampedArray; side: number; dark: Set<string> } {
  const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
  const units = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const side = units * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  const dark = new Set<string>();
  const path = /<path fill="#000" d="([^"]*)"/.exec(svg)![1]!;
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(w); column++) {
      dark.add(`${y},${column}`);
      for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
        for (let px = column * scale; px < (column + 1) * scale; px++) data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
    }
  }
  return { data, side, dark };
}

const UID = '3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b';

describe('a ticket’s QR code drawn in the widget', () => {
  test.each([
    ['a ticket with a uid: CB:<UID>, as the server writes it', { uid: UID, jettonCode: 'A005' }],
    ['a ticket without a uid: its number', { jettonCode: 'A005' }],
    ['a number outside the alphanumeric set (byte mode)', { jettonCode: 'a-005/籌' }],
  ])('%s: decodes to the ticket’s content', (_name, ticket) => {
    const { data, side } = pixels(qrImage(ticketQrContent(ticket)));
    expect(jsQR(data, side, side)?.data).toBe(ticketQrContent(ticket));
  });

  test('the same content as the server’s image of the ticket, and the same modules', () => {
    expect(ticketQrContent({ uid: UID, jettonCode: 'A005' })).toBe(serverContent(UID));
    const server = QRCode.create([{ data: serverContent(UID), mode: 'alphanumeric' }], { errorCorrectionLevel: 'M' }).modules;
    const drawn = pixels(qrImage(serverContent(UID)), 1).dark;
    const expected = new Set<string>();
    for (let r = 0; r < server.size; r++) for (let c = 0; c < server.size; c++) if (server.get(r, c)) expected.add(`${r + 4},${c + 4}`);
    expect(server.size).toBe(25);
    expect([...drawn].sort()).toEqual([...expected].sort());
  });
});
