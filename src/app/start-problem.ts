// Why an element could not open what its link or attributes named (a wrong id, a suspended
// service, a failed load), as the citizen is told it.
import type { MessageKey } from '../i18n/translate.ts';

export interface StartProblem {
  messageKey: MessageKey;
  /** The HTTP status or server code behind it, for `cb-error`; null for a rule of the spec. */
  code: number | string | null;
  /** A failed load: trying again may work. */
  retry: boolean;
}

/** What could not be loaded (the data start-up reads, or start-up's own code): a retry may mend it. */
export const LOAD_FAILED: StartProblem = { messageKey: 'messages.errorLoadData', code: null, retry: true };
