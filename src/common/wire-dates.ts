// Dates and times on the wire (docs/behaviour/3-entities.md): the client sends 'DD/MM/YYYY' (or 'YYYY-MM-DD')
// and 'HH:mm'; the server keeps 'YYYY-MM-DD' and answers 'DD/MM/YYYY'. Client and server read and
// write them with this module.

/** A wire date's format, as a date library's pattern (the client parses with dayjs). */
export const WIRE_DATE_FORMAT = 'DD/MM/YYYY';

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; undefined when not a real date from 1900 on. */
export function parseDate(value: string): string | undefined {
  let y: number, m: number, d: number;
  let match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (match) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (!match) return undefined;
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (y < 1900 || y > 2999) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the wire format of dates). */
export function wireDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** 'H:mm' or 'HH:mm' → 'HH:mm'; undefined otherwise. */
export function parseTime(value: string): string | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : undefined;
}
