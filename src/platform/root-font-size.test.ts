import { describe, expect, it } from 'vitest';
import { followRootSize, rootFontSize, rootSizeCss, WIDE_CLASS, type ResizeObserverFactory } from './root-font-size.ts';

describe('docs/behaviour/9-constants.md root font size: width/390×12 px, at most 40 px', () => {
  const rows: [number, number | null][] = [
    [390, 12],
    [375, 11.54],
    [195, 6],
    [780, 24],
    [1300, 40],
    [1299, 39.97],
    [2000, 40],
    [0, null],
  ];
  for (const [width, px] of rows) {
    it(`width ${width} px → ${px === null ? 'not laid out, no size' : `${px} px`}`, () => expect(rootFontSize(width)).toBe(px));
  }
});

describe('applied to the element’s own width, without a style attribute', () => {
  it('follows the host’s width: a font-size sheet in the shadow root and the wide class on the root', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const root = document.createElement('div');
    shadow.append(root);
    let resize: (width: number) => void = () => {};
    let observed: Element | null = null;
    const observe: ResizeObserverFactory = (callback) => {
      resize = callback;
      return { observe: (target) => void (observed = target), disconnect: () => void (resize = () => {}) };
    };
    const stop = followRootSize(host, root, observe);
    expect(observed).toBe(host);
    const sheetText = () => shadow.adoptedStyleSheets.map((s) => Array.from(s.cssRules, (r) => r.cssText).join('')).join('');

    resize(780);
    expect(sheetText()).toContain('--cb-root-font-size: 24px');
    expect(root.classList.contains(WIDE_CLASS)).toBe(true);

    resize(390);
    expect(sheetText()).toContain('--cb-root-font-size: 12px');
    expect(root.classList.contains(WIDE_CLASS)).toBe(false);

    expect(host.hasAttribute('style')).toBe(false);
    expect(root.hasAttribute('style')).toBe(false);
    stop();
    expect(shadow.adoptedStyleSheets).toHaveLength(0);
  });

  it('the sheet text is a :host rule', () => expect(rootSizeCss(12)).toBe(':host { --cb-root-font-size: 12px; }'));
});
