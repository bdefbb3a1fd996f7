// Server-provided HTML (service detail, privacy clause) shown only after sanitize-html.ts has
// cleaned it. DOMPurify is fetched on first use, so a spinner stands in until it is there.
// The cleaned nodes are inserted as they are: serialising them and setting innerHTML would parse
// the text a second time, which is where mutation XSS comes from.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadDetailSanitizer } from '../domain/sanitize-html.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { Spinner } from './spinner.tsx';
import { useLang } from './use-lang.ts';
import css from './safe-html.css?inline';

export function SafeHtml({ html }: { html: string }) {
  useStyles(css);
  const lang = useLang();
  const [clean, setClean] = useState<{ source: string; nodes: DocumentFragment } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    loadDetailSanitizer().then(
      (sanitize) => current && setClean({ source: html, nodes: sanitize(html) }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [html]);

  // A copy each time, so the fragment stays whole for a remount. The box has no children of its
  // own in the render below, so the renderer leaves these nodes alone.
  useLayoutEffect(() => {
    if (clean && clean.source === html) box.current?.replaceChildren(clean.nodes.cloneNode(true));
  }, [clean, html]);

  if (failed) return <p className="cb-safe-html__error" role="alert">{t(lang, 'messages.errorLoadData')}</p>;
  // Never show the result of an older text while the new one is being cleaned.
  if (!clean || clean.source !== html) return <Spinner />;
  return <div ref={box} className="cb-safe-html" part="html" />;
}
