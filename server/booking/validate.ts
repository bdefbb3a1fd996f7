// Server-side checks of SPEC.md §5 for bookings, queue tickets and parameters: every failure
// is a 400/601 (validation) or 400/602 (business refusal) in the request's language.
import type { Lang } from '../../src/i18n/languages.ts';
import { ApiFailure, invalid, refused } from '../http/reply.ts';
import { message, type MessageName } from './messages.ts';

export const bad = (lang: Lang, name: MessageName, params?: Record<string, string | number>) => invalid(message(lang, name, params));
export const refuse = (lang: Lang, name: MessageName, params?: Record<string, string | number>, retryAfter?: number) =>
  refused(message(lang, name, params), retryAfter);
export const notFound = (lang: Lang) => new ApiFailure(404, undefined, message(lang, 'notFound'));
export const forbidden = (lang: Lang, name: MessageName = 'unauthorized') => new ApiFailure(403, undefined, message(lang, name));

const MAX_FIELD = 200;

/** A scalar text value (string or number), NUL-free and bounded; undefined when absent/empty. */
export function scalar(lang: Lang, value: unknown, field: string, max = MAX_FIELD): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw bad(lang, 'badRequest', { field });
  const s = String(value);
  if (s.includes('\u0000') || s.length > max) throw bad(lang, 'badRequest', { field });
  return s === '' ? undefined : s;
}

/** A positive integer id from JSON or a path; 601 otherwise. */
export function id(lang: Lang, value: unknown, field: string): number {
  const s = typeof value === 'number' ? String(value) : value;
  if (typeof s !== 'string' || !/^\d{1,9}$/.test(s.trim()) || Number(s) <= 0) throw bad(lang, 'badRequest', { field });
  return Number(s);
}

/** Identity number (§5): not empty when required, exactly 8 or 18 characters. */
export function identityNo(lang: Lang, value: unknown, required: boolean): string {
  const s = (scalar(lang, value, 'identifyNo', 64) ?? '').replace(/\s+/g, '');
  if (s === '') {
    if (required) throw bad(lang, 'notSupportNullId');
    return '';
  }
  if (s.length !== 8 && s.length !== 18) throw bad(lang, 'errorIdLength');
  if (!/^[A-Za-z0-9()]+$/.test(s)) throw bad(lang, 'errorIdLength');
  return s.toUpperCase();
}

export interface Phone {
  mobArea: string;
  mobNum: string;
}

/** Mobile (§5): non-empty, digits only, a sane length; mainland numbers start with 1. */
export function mobile(lang: Lang, area: unknown, num: unknown): Phone {
  const mobNum = (scalar(lang, num, 'mobNum', 64) ?? '').replace(/\s+/g, '');
  const mobArea = (scalar(lang, area, 'mobArea', 16) ?? '853').replace(/\s+|^\+|^00/g, '') || '853';
  if (mobNum === '') throw bad(lang, 'notSupportNullMobil');
  if (!/^\d+$/.test(mobNum)) throw bad(lang, 'inputOnlyNumber');
  if (!/^\d{1,4}$/.test(mobArea)) throw bad(lang, 'inputOnlyNumber');
  if (mobNum.length < 4 || mobNum.length > 15) throw bad(lang, 'errorMobileLength');
  if (mobArea === '86' && !mobNum.startsWith('1')) throw bad(lang, 'errorMobileLength');
  return { mobArea, mobNum };
}

/** The full number an SMS goes to: area code and number, digits only. */
export const fullNumber = (p: Phone) => `${p.mobArea}${p.mobNum}`;

/** Splits a full number (optionally +, 00) into area and number: 853, 852 and 86 are known. */
export function splitFullNumber(lang: Lang, value: unknown): Phone {
  const raw = (scalar(lang, value, 'mobile', 32) ?? '').replace(/\s+/g, '').replace(/^\+|^00/, '');
  if (raw === '') throw bad(lang, 'notSupportNullMobil');
  if (!/^\d+$/.test(raw)) throw bad(lang, 'inputOnlyNumber');
  for (const area of ['853', '852', '86']) {
    if (raw.startsWith(area) && raw.length > area.length + 3) return mobile(lang, area, raw.slice(area.length));
  }
  return mobile(lang, '853', raw);
}

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

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the wire format of dates, SPEC.md §3). */
export function wireDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** 'HH:mm' check. */
export function parseTime(value: string): string | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : undefined;
}
