// docs/behaviour/4-states.md (Login): "for anonymous users, a successful SMS code check saves the returned token".
// The one place an SMS code becomes a login (the booking's verification page, My tickets): the
// token goes to the page-wide session, so every element on the page is logged in at once.
import type { AccountApi, SmsCheck } from '../api/account.ts';
import type { RequestOptions } from '../api/transport.ts';
import { getSessionStore } from './session-store.ts';

/** POST valid; the answer's jwt becomes the page's token. Rejects (ApiError) on a wrong or expired code. */
export async function logInBySmsCode(account: AccountApi, check: SmsCheck, options: RequestOptions = {}): Promise<void> {
  const answer = await account.checkCode(check, options);
  getSessionStore().getState().setToken(answer.jwt ?? answer.token ?? null, 'sms');
}
