// The language of the element a component renders in: every t() call needs it (no global language).
import type { Lang } from '../common/languages.ts';
import { useHost } from '../platform/host-context.ts';

export function useLang(): Lang {
  return useHost().settings.language;
}
