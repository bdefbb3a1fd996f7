// Service detail HTML comes from the server's catalogue and is shown inside the widget (docs/behaviour/5-validation.md (Service detail)
// "otherwise HTML is shown, with unsupported tags replaced"). It is treated as untrusted: DOMPurify
// strips scripts, event handlers and javascript: links; images keep only the sources of
// image-source.ts; layout tags outside the supported set are replaced by a neutral <div>/<span>
// so text keeps its shape. The cleaned tree is handed over as nodes, never as a string: HTML that
// is serialised after cleaning and parsed again can come out as different markup (mutation XSS:
// svg/math content, <noscript>, <style> parse differently the second time). DOMPurify is loaded
// with a dynamic import so pages that never open a detail never download it.
import type { DOMPurify } from 'dompurify';
import { isAllowedImageSource } from './image-source.ts';

/** Tags the detail view renders as they are. */
const SUPPORTED_TAGS = [
  'a', 'b', 'blockquote', 'br', 'caption', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img',
  'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'u', 'ul',
] as const;

/** Harmless tags outside the supported set, replaced by a block or an inline neutral element. */
const REPLACED_TAGS: Readonly<Record<string, 'div' | 'span'>> = {
  address: 'div', article: 'div', aside: 'div', center: 'div', details: 'div', dl: 'div', dd: 'div', dt: 'div',
  figure: 'div', figcaption: 'div', footer: 'div', header: 'div', main: 'div', nav: 'div', section: 'div',
  summary: 'div', abbr: 'span', big: 'span', cite: 'span', code: 'span', del: 'span', font: 'span', ins: 'span',
  kbd: 'span', mark: 'span', q: 'span', samp: 'span', strike: 'span', time: 'span', tt: 'span', var: 'span',
};

const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'width', 'height'];

/**
 * DOMPurify's own pattern narrowed to three schemes: a URL attribute may be http(s), mailto or
 * tel, or carry no scheme at all. DOMPurify tests every attribute value against it, so plain
 * values (colspan="2", alt text) must pass too. Image data: URIs are let through by DOMPurify's
 * data-URI rule and then checked by image-source.ts in the hook below.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Cleans `html` into nodes to insert as they are (never through innerHTML). */
export type SanitizeDetailHtml = (html: string) => DocumentFragment;

/** Builds the sanitiser on its own DOMPurify instance, so its hooks never touch another user's. */
export function createDetailSanitizer(createPurify: DOMPurify, win: Window & typeof globalThis = window): SanitizeDetailHtml {
  const purify = createPurify(win);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !isAllowedImageSource(node.getAttribute('src'))) {
      node.remove();
      return;
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      // A detail link leaves the widget; it must not get a handle on the host page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });

  return (html: string) => {
    const fragment = purify.sanitize(html, {
      ALLOWED_TAGS: [...SUPPORTED_TAGS, ...Object.keys(REPLACED_TAGS)],
      ALLOWED_ATTR,
      ADD_ATTR: ['target', 'rel'],
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      ALLOW_DATA_ATTR: false,
      KEEP_CONTENT: true,
      RETURN_DOM_FRAGMENT: true,
    });
    replaceUnsupported(fragment, win.document);
    return fragment;
  };
}

function replaceUnsupported(root: ParentNode, doc: Document): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const replacement = REPLACED_TAGS[element.localName];
    if (!replacement) continue;
    const neutral = doc.createElement(replacement);
    for (const name of ['title']) {
      const value = element.getAttribute(name);
      if (value !== null) neutral.setAttribute(name, value);
    }
    neutral.append(...Array.from(element.childNodes));
    element.replaceWith(neutral);
  }
}

let loading: Promise<SanitizeDetailHtml> | undefined;

/** Loads DOMPurify on first use and keeps the sanitiser for the rest of the page's life. */
export function loadDetailSanitizer(): Promise<SanitizeDetailHtml> {
  loading ??= import('dompurify').then(
    (module) => createDetailSanitizer(module.default),
    (error: unknown) => {
      // A failed chunk download (offline) must not poison every later attempt.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
