// Tiny solid-colour PNGs as data URIs for the seed's guide images and icons: the client
// accepts only http(s) or data:image/png|jpeg sources (docs/behaviour/5-validation.md), and the demo must
// work offline, so the seed cannot point at images on the internet.
import { PNG_RGB, pngDataUri } from '../http/png.ts';

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
  return pngDataUri(width, height, PNG_RGB, Buffer.concat(rows));
}
