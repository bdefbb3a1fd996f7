// What a page says, beside the field, when a request it sent failed: the message the API client
// made of the answer (SPEC.md §8: "<server message> (602)", the network messages), or the short
// default for anything else.
import { isApiError } from '../../api/api-error.ts';
import type { Lang } from '../../common/languages.ts';
import { t } from '../../i18n/translate.ts';

export function requestFailureText(lang: Lang, error: unknown): string {
  return isApiError(error) ? error.text : t(lang, 'messages.actionFail');
}
