// A part of a language's dictionary that a screen needs (src/i18n/dictionary-parts.ts), for the
// router: it shows the screen once the part is in, and loads it meanwhile, alongside the
// screen's own chunk; and for pieces beside the screen (dialogs), which wait for it too.
import { useEffect, useState } from 'react';
import type { TextsPart } from '../i18n/dictionary-parts.ts';
import type { Lang } from '../common/languages.ts';
import { hasTexts, loadTexts } from '../i18n/translate.ts';

/** Whether `part` of `lang` is in, loading it when it is not; and the load's failure, if it failed. */
function useTextsState(lang: Lang, part: TextsPart): { ready: boolean; failure?: unknown } {
  const ready = hasTexts(lang, part);
  const id = `${lang}:${part}`;
  // A new object each time: an arrival re-renders even when nothing else changed.
  const [settled, setSettled] = useState<{ id: string; failure?: unknown }>();
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTexts(lang, part).then(
      () => live && setSettled({ id }),
      (failure: unknown) => live && setSettled({ id, failure: failure ?? new Error(`texts ${id}`) }),
    );
    return () => {
      live = false;
    };
  }, [lang, part, ready, id]);
  return !ready && settled?.id === id && settled.failure !== undefined ? { ready, failure: settled.failure } : { ready };
}

/**
 * Whether `part` of `lang` is in, loading it when it is not; a failed load is thrown to the
 * element's error boundary, as a screen chunk that fails to load is.
 */
export function useTexts(lang: Lang, part: TextsPart): boolean {
  const { ready, failure } = useTextsState(lang, part);
  if (failure !== undefined) throw failure;
  return ready;
}

/**
 * Whether a piece that shows texts of `part` may show: once the part is in, or once it could not
 * come (offline: the piece shows what it has rather than never). For pieces beside the screen,
 * such as dialogs, that must not take the element down with a failed load.
 */
export function useTextsSettled(lang: Lang, part: TextsPart): boolean {
  const { ready, failure } = useTextsState(lang, part);
  return ready || failure !== undefined;
}
