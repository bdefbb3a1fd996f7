// A part of a language's dictionary that a screen needs (src/i18n/dictionary-parts.ts), for the
// router: it shows the screen once the part is in, and loads it meanwhile, alongside the
// screen's own chunk.
import { useEffect, useState } from 'react';
import type { TextsPart } from '../i18n/dictionary-parts.ts';
import type { Lang } from '../i18n/languages.ts';
import { hasTexts, loadTexts } from '../i18n/translate.ts';

/**
 * Whether `part` of `lang` is in, loading it when it is not; a failed load is thrown to the
 * element's error boundary, as a screen chunk that fails to load is.
 */
export function useTexts(lang: Lang, part: TextsPart): boolean {
  const [, setArrivals] = useState(0);
  const [failure, setFailure] = useState<{ id: string; error: unknown }>();
  const ready = hasTexts(lang, part);
  const id = `${lang}:${part}`;
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTexts(lang, part).then(
      () => live && setArrivals((n) => n + 1),
      (error: unknown) => live && setFailure({ id: `${lang}:${part}`, error }),
    );
    return () => {
      live = false;
    };
  }, [lang, part, ready]);
  if (!ready && failure?.id === id) throw failure.error;
  return ready;
}
