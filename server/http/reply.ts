// The one wire format of every /api answer, so a client reads them all alike: success
// {code:200,message:"OK",value}, errors {code:601|602|603,message} with 400/500 (worded by the
// app's error handler from a refusal, server/refusal.ts), and plain statuses for auth and lookups.
// ok() is each route's one shaping step: the texts an owner module answers in every language
// (server/i18n/texts.ts) are answered in the request's.
import type { Context } from 'hono';
import type { Lang } from '../../src/common/languages.ts';
import type { AppEnv } from '../deps.ts';
import { inLanguage, type InLanguage } from '../i18n/texts.ts';

export function ok<T, E extends AppEnv>(c: Context<E>, value: T) {
  const lang: Lang = c.get('lang');
  return c.json({ code: 200, message: 'OK', value: inLanguage(value, lang) as InLanguage<T> }, 200);
}

export function noContent(c: Context) {
  return c.body(null, 204);
}
