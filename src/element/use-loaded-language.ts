// Each language's dictionary comes in two lazy chunks (src/i18n/dictionary-parts.ts), so an
// element loads the parts its `language` and its shown route ask for before its screens call t().
// The hook answers the language the screens may use now: the wanted one once the parts the
// element needs are in; until then, after a live switch, the one shown before (the old text stays
// rather than flashing keys, and the screen stays mounted); before the first, undefined.
import { useEffect, useRef, useState } from 'react';
import type { TextsPart } from '../i18n/dictionary-parts.ts';
import type { Lang } from '../common/languages.ts';
import { hasTexts, loadTexts } from '../i18n/translate.ts';

export interface LoadedLanguage {
  language: Lang | undefined;
  /** Why the wanted dictionary did not load (offline, a CDN hiccup); cleared by the next switch. */
  error: unknown;
}

/** `parts`: what the element needs now (the first part; the rest too while its route needs it). */
export function useLoadedLanguage(wanted: Lang, parts: readonly TextsPart[]): LoadedLanguage {
  const shown = useRef<Lang | undefined>(undefined);
  const [, setArrivals] = useState(0);
  const [failure, setFailure] = useState<{ lang: Lang; error: unknown }>();
  const ready = parts.every((part) => hasTexts(wanted, part));
  if (ready) shown.current = wanted;
  // Started during render, not in the effect: the first render happens on connect and the
  // dictionary should be on its way at once, not after the first commit.
  else if (shown.current !== wanted) void loadAll(wanted, parts).catch(() => undefined);
  const key = parts.join();
  useEffect(() => {
    // Effects run after paint: the dictionary started above may already be in, with no render
    // since that shows it. A part the shown language still lacks is the router's to wait for.
    if (shown.current === wanted) return;
    if (parts.every((part) => hasTexts(wanted, part))) {
      setArrivals((n) => n + 1);
      return;
    }
    let live = true;
    loadAll(wanted, parts).then(
      () => live && setArrivals((n) => n + 1),
      (error: unknown) => live && setFailure({ lang: wanted, error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the parts' contents
  }, [wanted, key]);
  return { language: shown.current, error: failure?.lang === wanted ? failure.error : undefined };
}

function loadAll(lang: Lang, parts: readonly TextsPart[]): Promise<unknown> {
  return Promise.all(parts.map((part) => loadTexts(lang, part)));
}
