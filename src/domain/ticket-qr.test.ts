import { describe, expect, test } from 'vitest';
import { isQrAlphanumeric, qrSvg, qrSvgDataUri, ticketQrContent, type QrMatrix } from './ticket-qr.ts';

describe('what a drawn ticket QR code says (the server’s form, read back by booking/registerTicket)', () => {
  test.each<[string, { uid?: string | null; jettonCode: string }, string]>([
    ['a ticket with its uid → CB: and the uid in capitals', { uid: '3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b', jettonCode: 'A005' }, 'CB:3F9A0C2E7B6D4E1F8A5B2C9D0E1F2A3B'],
    ['no uid → the ticket number', { jettonCode: 'A005' }, 'A005'],
    ['a blank uid → the ticket number', { uid: ' ', jettonCode: 'A005' }, 'A005'],
  ])('%s', (_name, ticket, expected) => {
    expect(ticketQrContent(ticket)).toBe(expected);
  });

  test.each([
    ['CB: and capitals and digits → alphanumeric (a smaller code)', 'CB:3F9A0C2E', true],
    ['lower case → byte mode', 'cb:3f9a', false],
    ['Chinese → byte mode', '籌號', false],
  ])('%s', (_name, text, expected) => {
    expect(isQrAlphanumeric(text)).toBe(expected);
  });
});

/** A 3×3 matrix: a diagonal, and a dark run of two on the last row. */
const SMALL: QrMatrix = { size: 3, dark: (r, c) => (r === c && r < 2) || (r === 2 && c > 0) };

describe('the matrix drawn as SVG', () => {
  test('one path segment per dark run, offset by the quiet zone; a white square behind', () => {
    expect(qrSvg(SMALL, 1)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 5" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h5v5H0z"/><path fill="#000" d="M1 1h1v1h-1zM2 2h1v1h-1zM2 3h2v1h-2z"/></svg>',
    );
  });

  test('the quiet zone is 4 modules unless told otherwise', () => {
    expect(qrSvg(SMALL)).toContain('viewBox="0 0 11 11"');
  });

  test('a data: URI of an SVG image (CSP allows images from data:), nothing left unescaped', () => {
    const uri = qrSvgDataUri(SMALL);
    expect(uri.startsWith('data:image/svg+xml,%3Csvg')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(qrSvg(SMALL));
    expect(uri).not.toMatch(/[<>"# ]/);
  });
});
