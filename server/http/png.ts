// A minimal PNG writer (8-bit, no interlace) for the server's own images — the seed's banners
// and icons, the tickets' QR codes — as data URIs: the client accepts only http(s) or
// data:image/png|jpeg sources (docs/behaviour/5-validation.md), and the demo must work offline.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export const PNG_GREYSCALE = 0;
export const PNG_RGB = 2;

/**
 * `rows`: each scanline as its filter byte (0 none, 2 up) followed by its pixels.
 * `fast`: the quickest deflate, for images made on every request.
 */
export function pngDataUri(
  width: number,
  height: number,
  colourType: typeof PNG_GREYSCALE | typeof PNG_RGB,
  rows: Buffer,
  { fast = false }: { fast?: boolean } = {},
): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  const png = Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: fast ? 1 : 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
