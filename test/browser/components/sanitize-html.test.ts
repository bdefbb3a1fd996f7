// The detail-HTML sanitiser (src/domain/sanitize-html.ts) in real Chromium: DOMPurify needs a
// faithful DOM, and happy-dom's (the unit-test DOM) is not one — there it lets <script> through
// and drops <h2>. So the table of docs/behaviour/5-validation.md rules runs here, and the mutation-XSS payloads:
// markup that a parser reads differently the second time (svg/math namespaces, <noscript>,
// <template>, <style>), which the sanitiser's nodes never go through.
import createDOMPurify from 'dompurify';
import { expect } from 'chai';
import { createDetailSanitizer, loadDetailSanitizer } from '../../../src/domain/sanitize-html.ts';
import { afterEach, describe, imagesSettled, it, nextTask } from './helpers.ts';

const clean = createDetailSanitizer(createDOMPurify);

/** The cleaned nodes in a box (the tests read them; the widget inserts them the same way). */
function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.append(clean(html));
  return div;
}

/** The cleaned nodes written out, to compare with the expected markup. */
const sanitize = (html: string) => parse(html).innerHTML;

describe('service detail HTML is sanitised (docs/behaviour/5-validation.md (Service detail) "HTML is shown, with unsupported tags replaced")', () => {
  it('<script> is removed with its content', () => {
    const out = sanitize('<p>Hello</p><script>window.hacked = 1</script>');
    expect(out).to.equal('<p>Hello</p>');
  });

  it('onerror attribute is removed, the http image kept', () => {
    const out = sanitize('<img src="https://example.org/a.png" onerror="window.hacked = 1">');
    expect(out).to.equal('<img src="https://example.org/a.png">');
  });

  it('javascript: link loses its href but keeps its text', () => {
    const link = parse(sanitize('<a href="javascript:window.hacked=1">Click</a>')).querySelector('a');
    expect(link?.hasAttribute('href')).to.equal(false);
    expect(link?.textContent).to.equal('Click');
  });

  it('an https link opens in a new context without a handle on the host page', () => {
    const link = parse(sanitize('<a href="https://gov.example/info">Info</a>')).querySelector('a');
    expect(link?.getAttribute('href')).to.equal('https://gov.example/info');
    expect(link?.getAttribute('target')).to.equal('_blank');
    expect(link?.getAttribute('rel')).to.equal('noopener noreferrer');
  });

  for (const [name, src, kept] of [
    ['data:image/svg+xml → image removed', 'data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:image/gif → image removed', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', false],
    ['relative path → image removed', '/a.png', false],
    ['data:image/png → image kept', 'data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/jpeg → image kept', 'data:image/jpeg;base64,/9j/4AAQ', true],
    ['http → image kept', 'http://example.org/a.png', true],
  ] as const) {
    it(`image source ${name} (docs/behaviour/5-validation.md (Image sources))`, () => {
      const img = parse(sanitize(`<p>x<img src="${src}" alt="a"></p>`)).querySelector('img');
      expect(img !== null).to.equal(kept);
    });
  }

  for (const [name, html, tag] of [
    ['<center> → <div>', '<center>Open</center>', 'div'],
    ['<section> → <div>', '<section>Open</section>', 'div'],
    ['<font color> → <span>, colour dropped', '<font color="red">Open</font>', 'span'],
  ] as const) {
    it(`unsupported tag replaced: ${name}`, () => {
      expect(sanitize(html)).to.equal(`<${tag}>Open</${tag}>`);
    });
  }

  it('unknown tags are unwrapped, their text kept', () => {
    expect(sanitize('<marquee>Busy</marquee><p>ok</p>')).to.equal('Busy<p>ok</p>');
  });

  it('style attributes and <style> elements are dropped (strict CSP)', () => {
    expect(sanitize('<style>p{}</style><p style="color:red">x</p>')).to.equal('<p>x</p>');
  });

  it('iframe, object, form and svg are removed', () => {
    expect(sanitize('<iframe src="https://e.org"></iframe><object></object><form><input></form><svg><script>1</script></svg>ok')).to.equal('ok');
  });

  for (const [name, href, kept] of [
    ['mailto: kept', 'mailto:info@gov.example', true],
    ['tel: kept', 'tel:+85328000000', true],
    ['vbscript: removed', 'vbscript:msgbox(1)', false],
    ['data:text/html removed', 'data:text/html,<script>alert(1)</script>', false],
    ['java&#x09;script: (tab inside) removed', 'java&#x09;script:alert(1)', false],
  ] as const) {
    it(`link ${name}`, () => {
      const link = parse(sanitize(`<a href="${href}">x</a>`)).querySelector('a');
      expect(link?.hasAttribute('href')).to.equal(kept);
    });
  }

  it('alt and title text survive', () => {
    expect(sanitize('<img src="https://e.org/a.png" alt="Map" title="Office">')).to.equal('<img src="https://e.org/a.png" alt="Map" title="Office">');
  });

  it('supported layout survives as written', () => {
    const html = '<h2>Title</h2><ul><li><strong>A</strong></li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitize(html)).to.equal(html);
  });

  it('loadDetailSanitizer loads DOMPurify on demand and reuses the sanitiser', async () => {
    const first = await loadDetailSanitizer();
    const second = await loadDetailSanitizer();
    expect(first).to.equal(second);
    const box = document.createElement('div');
    box.append(first('<b onclick="x()">b</b>'));
    expect(box.innerHTML).to.equal('<b>b</b>');
  });

  it('hands over nodes (a DocumentFragment), not a string to parse again', () => {
    expect(clean('<p>x</p>')).to.be.instanceOf(DocumentFragment);
  });
});

// An image source the sanitiser keeps (https) that fails at once, so an onerror that survived runs.
const BROKEN = 'https://127.0.0.1:1/a.png';
const ran = window as unknown as { __cbMxss?: string[] };
const mounted: HTMLElement[] = [];
afterEach(() => mounted.splice(0).forEach((box) => box.remove()));

/** Inserts the cleaned nodes in the live page (inside a shadow root, as the widget does); waits for its images. */
async function insertCleaned(html: string): Promise<ShadowRoot> {
  const host = document.createElement('div');
  document.body.append(host);
  mounted.push(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.append(clean(html));
  await imagesSettled(shadow);
  await nextTask();
  return shadow;
}

function handlerAttributes(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll('*')).flatMap((el) =>
    el.getAttributeNames().filter((name) => name.startsWith('on')).map((name) => `<${el.localName} ${name}>`),
  );
}

const push = (id: string) => `__cbMxss.push('${id}')`.replace(/'/g, '&#39;');
const onerror = (id: string) => `src=${BROKEN} onerror=${push(id)}`;

describe('mutation XSS: what a second parse would turn into markup stays inert', () => {
  for (const [name, html] of [
    ['form/math/mglyph/style: <form><math><mtext></form><form><mglyph><style></math><img …>',
      `<form><math><mtext></form><form><mglyph><style></math><img ${onerror('form-math')}>`],
    ['math/mtext/table/mglyph/style with a comment in a title',
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img ${onerror('math-comment')}&gt;">`],
    ['svg: a <style> whose "text" closes inside an attribute',
      `<svg></p><style><a id="</style><img ${onerror('svg-style')}>">`],
    ['svg/p/style/g title',
      `<svg><p><style><g title="</style><img ${onerror('svg-p-style')}>">`],
    ['math/mi/mglyph/svg/mtext/textarea/path id',
      `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img ${onerror('math-textarea')}>"></path></textarea></mtext></svg></mglyph></mi></math>`],
    ['<noscript> parsed with scripting off, shown with scripting on',
      `<noscript><p title="</noscript><img ${onerror('noscript')}>"></p></noscript>`],
    ['<template> content', `<template><img ${onerror('template')}></template><p>after</p>`],
    ['<template> around an unclosed <style>', `<template><style></template><img ${onerror('template-style')}>`],
    ['nested <style>', `<style><style/><img ${onerror('nested-style')}></style>`],
    ['<svg><style> (elements in SVG, text in HTML)', `<svg><style><img ${onerror('svg-style-element')}></style></svg>`],
    ['<noembed> and <xmp> raw text', `<noembed><img title="</noembed><img ${onerror('noembed')}>"></noembed><xmp><img ${onerror('xmp')}></xmp>`],
    ['a comment that ends early (--!>), and one inside svg', `<!--x--!><img ${onerror('comment')}>--><svg><!--</svg><img ${onerror('svg-comment')}>--></svg>`],
    ['CDATA inside svg', `<svg><![CDATA[</svg><img ${onerror('cdata')}>]]></svg>`],
  ] as const) {
    it(`${name} → nothing runs, no handler attribute, no svg/math/style/template/noscript/form`, async () => {
      ran.__cbMxss = [];
      const root = await insertCleaned(html);
      expect(ran.__cbMxss, 'scripts that ran').to.deep.equal([]);
      expect(handlerAttributes(root), 'handler attributes left').to.deep.equal([]);
      const left = Array.from(root.querySelectorAll('script, style, svg, math, template, noscript, noembed, xmp, form, textarea'), (el) => el.localName);
      expect(left, 'raw-text, foreign or form elements left').to.deep.equal([]);
    });
  }

  it('the check can fail: the same image inserted uncleaned runs its onerror', async () => {
    ran.__cbMxss = [];
    const host = document.createElement('div');
    document.body.append(host);
    mounted.push(host);
    host.innerHTML = `<img ${onerror('control')}>`;
    await imagesSettled(host);
    await nextTask();
    expect(ran.__cbMxss).to.deep.equal(['control']);
    expect(handlerAttributes(host)).to.deep.equal(['<img onerror>']);
  });
});
