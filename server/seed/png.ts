// Tiny solid-colour PNGs as data URIs for the seed's guide images and icons: the client
// accepts only http(s) or data:image/png|jpeg sources (SPEC.md §5), and the demo must
// work offline, so the seed cannot point at images on the internet.
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** A width×height PNG: top colour above, bottom colour in the lower third (a banner). */
export function bannerPng(width: number, height: number, top: string, bottom: string): string {
  const [t, b] = [rgb(top), rgb(bottom)];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const colour = y < (height * 2) / 3 ? t : b;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(colour as number[], 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
