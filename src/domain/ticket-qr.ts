// A ticket's QR code drawn in the widget when the server sends no image (docs/behaviour/2-screens.md (Success and ticket detail):
// "QR image"): what the code says, and the drawing of a module matrix as an SVG data URI (CSP
// allows images from data:, and an <img> needs no inline style). The content is the server's own
// form (server/booking/qr-image.ts ticketQrContent), which booking/registerTicket reads back, so
// the counter's scanner reads a drawn code as it reads the server's.

/** What the code says: `CB:` and the ticket's uid in capitals; the ticket number when there is no uid. */
export function ticketQrContent(ticket: { uid?: string | null; jettonCode: string }): string {
  const uid = ticket.uid?.trim();
  return uid ? `CB:${uid.toUpperCase()}` : ticket.jettonCode.trim();
}

/** The QR alphanumeric set (ISO/IEC 18004 §7.4.4): such a text fits a smaller code. */
export function isQrAlphanumeric(text: string): boolean {
  return /^[0-9A-Z $%*+\-./:]*$/.test(text);
}

/** A square matrix of modules: `dark(row, column)` for 0 ≤ row, column < size. */
export interface QrMatrix {
  size: number;
  dark(row: number, column: number): boolean;
}

/**
 * The matrix as an SVG image, one unit per module and a quiet zone of `margin` modules (4, as
 * the standard asks), each row's dark runs as one path segment: a 25×25 code is about 1 kB.
 */
export function qrSvg(matrix: QrMatrix, margin = 4): string {
  const side = matrix.size + margin * 2;
  let path = '';
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.dark(row, column)) {
        column++;
        continue;
      }
      let end = column;
      while (end < matrix.size && matrix.dark(row, end)) end++;
      path += `M${column + margin} ${row + margin}h${end - column}v1h-${end - column}z`;
      column = end;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h${side}v${side}H0z"/><path fill="#000" d="${path}"/></svg>`;
}

export function qrSvgDataUri(matrix: QrMatrix, margin = 4): string {
  return `data:image/svg+xml,${encodeURIComponent(qrSvg(matrix, margin))}`;
}
