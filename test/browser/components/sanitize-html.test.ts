// The detail-HTML sanitiser (src/domain/sanitize-html.ts) in real Chromium: DOMPurify needs a
// faithful DOM, and happy-dom's (the unit-test DOM) is not one — there it lets <script> through
// and drops <h2>. So the table of SPEC.md §5 rules runs here.
import createDOMPurify from 'dompurify';
import { expect } from 'chai';
import { createDetailSanitizer, loadDetailSanitizer } from '../../../src/domain/sanitize-html.ts';
import { describe, it } from './helpers.ts';

const sanitize = createDetailSanitizer(createDOMPurify);

function parse(html: string): HTMLElement {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const div = document.createElement('div');
  div.append(holder.content);
  return div;
}

describe('service detail HTML is sanitised (SPEC.md §5 "HTML is shown, with unsupported tags replaced")', () => {
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
    it(`image source ${name} (SPEC.md §5 image sources)`, () => {
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
    expect(first('<b onclick="x()">b</b>')).to.equal('<b>b</b>');
  });
});
