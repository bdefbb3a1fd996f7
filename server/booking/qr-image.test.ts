// A ticket's QR image must scan: the PNG is decoded here (chunks, inflate, scanlines) and read
// back by jsQR, a QR reader independent of the encoder.
import zlib from 'node:zlib';
import jsQR from 'jsqr';
import { expect, test } from 'vitest';
import { qrPngDataUri, ticketQrContent } from './qr-image.ts';

function decodePng(dataUri: string): { width: number; height: number; rgba: Uint8ClampedArray } {
  const png = Buffer.from(dataUri.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 0, 0, 0, 0]); // 8-bit greyscale, no interlace
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const rgba = new Uint8ClampedArray(width * height * 4);
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (width + 1)];
    expect([0, 2]).toContain(filter); // "none" or "up" (the row above)
    for (let x = 0; x < width; x++) {
      const byte = raw[y * (width + 1) + 1 + x]!;
      const grey = filter === 2 && y > 0 ? (byte + pixels[(y - 1) * width + x]!) & 0xff : byte;
      pixels[y * width + x] = grey;
      rgba.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
}

test.each([
  ['a ticket code (alphanumeric mode)', ticketQrContent('0123456789abcdef0123456789abcdef')],
  ['any other text (byte mode)', 'civic-booking:ticket:0123456789abcdef0123456789abcdef'],
])('%s scans back to the text it carries', (_, text) => {
  const { width, height, rgba } = decodePng(qrPngDataUri(text));
  expect(width).toBe(height);
  expect(width).toBeGreaterThanOrEqual(150);
  expect(jsQR(rgba, width, height)?.data).toBe(text);
});

test('the quiet zone is white on all four sides', () => {
  const { width, height, rgba } = decodePng(qrPngDataUri(ticketQrContent('0123456789abcdef0123456789abcdef')));
  const border = 4 * 5;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= border && x < width - border && y >= border && y < height - border) continue;
      expect(rgba[(y * width + x) * 4], `pixel ${x},${y}`).toBe(255);
    }
  }
});

test('every ticket code scans, whatever mask the encoder picks for it', () => {
  for (let i = 0; i < 40; i++) {
    const text = ticketQrContent(crypto.randomUUID().replace(/-/g, ''));
    const { width, height, rgba } = decodePng(qrPngDataUri(text));
    expect(jsQR(rgba, width, height)?.data).toBe(text);
  }
});
