// The OAuth `state` of the one-account login (docs/behaviour/7-api.md): it carries the link's parameters and
// the language across the provider's redirect, plus a random nonce, so the page comes back as it
// was. On return only the state this browser issued is accepted: the issued string is kept with
// the code verifier (session storage) and the returned one must equal it exactly, so a state
// altered on the way, or one this tab never issued (a forged callback link), is refused.
import { LANGUAGES, type Lang } from '../common/languages.ts';
import { base64url } from '../common/base64url.ts';
import { webRandomBytes, type RandomBytes } from './pkce.ts';

/** OAuth's own answer parameters: never carried back into the link. */
export const OAUTH_PARAMS: ReadonlySet<string> = new Set(['code', 'state', 'error', 'error_description', 'session_state', 'iss']);

interface LoginReturn {
  language: Lang;
  linkParams: Record<string, string>;
}

interface Carried {
  n: string;
  l: Lang;
  p: Record<string, string>;
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function createLoginState(link: URLSearchParams | Readonly<Record<string, string>>, language: Lang, random: RandomBytes = webRandomBytes): string {
  const entries = link instanceof URLSearchParams ? [...link.entries()] : Object.entries(link);
  const p = Object.fromEntries(entries.filter(([name]) => !OAUTH_PARAMS.has(name)));
  const carried: Carried = { n: base64url(random(16)), l: language, p };
  return base64url(new TextEncoder().encode(JSON.stringify(carried)));
}

export type LoginStateCheck =
  | ({ ok: true } & LoginReturn)
  /** noPendingLogin: this browser started no login; mismatch: not the state it issued; missing: none came back. */
  | { ok: false; reason: 'missing' | 'noPendingLogin' | 'mismatch' };

export function checkLoginState(returned: string | null | undefined, issued: string | null | undefined): LoginStateCheck {
  if (!returned) return { ok: false, reason: 'missing' };
  if (!issued) return { ok: false, reason: 'noPendingLogin' };
  if (returned !== issued) return { ok: false, reason: 'mismatch' };
  try {
    const carried = JSON.parse(new TextDecoder().decode(fromBase64url(returned))) as Partial<Carried>;
    const language = (LANGUAGES as readonly string[]).includes(carried.l ?? '') ? (carried.l as Lang) : null;
    const params = carried.p && typeof carried.p === 'object' ? Object.entries(carried.p).filter(([, v]) => typeof v === 'string') : null;
    if (!language || !params || typeof carried.n !== 'string') return { ok: false, reason: 'mismatch' };
    return { ok: true, language, linkParams: Object.fromEntries(params) };
  } catch {
    return { ok: false, reason: 'mismatch' };
  }
}
