// Each language's dictionary is a lazy chunk (src/i18n/translate.ts), so an element loads the one
// its `language` asks for before its screens call t(). The hook answers the language the screens
// may use now: the wanted one once its dictionary is in; until then, after a live switch, the one
// shown before (the old text stays rather than flashing keys); before the first, undefined.
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../i18n/languages.ts';
import { hasLanguage, loadLanguage } from '../i18n/translate.ts';

export interface LoadedLanguage {
  language: Lang | undefined;
  /** Why the wanted dictionary did not load (offline, a CDN hiccup); cleared by the next switch. */
  error: unknown;
}

export function useLoadedLanguage(wanted: Lang): LoadedLanguage {
  const shown = useRef<Lang | undefined>(undefined);
  const [, setArrivals] = useState(0);
  const [failure, setFailure] = useState<{ lang: Lang; error: unknown }>();
  if (hasLanguage(wanted)) shown.current = wanted;
  // Started during render, not in the effect: the first render happens on connect and the
  // dictionary should travel alongside the root chunk, not after the first commit.
  else void loadLanguage(wanted).catch(() => undefined);
  useEffect(() => {
    // Effects run after paint: the dictionary started above may already be in, with no render
    // since that shows it.
    if (hasLanguage(wanted)) {
      if (shown.current !== wanted) setArrivals((n) => n + 1);
      return;
    }
    let live = true;
    loadLanguage(wanted).then(
      () => live && setArrivals((n) => n + 1),
      (error: unknown) => live && setFailure({ lang: wanted, error }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return { language: shown.current, error: failure?.lang === wanted ? failure.error : undefined };
}
