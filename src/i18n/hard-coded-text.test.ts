// @vitest-environment node
// No string visible to a user is written outside the dictionaries, or a citizen reading another
// language meets it untranslated: the scanner is tested on small samples first, then run over
// every screen, component and element.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedText } from '../../test/unit-support/hard-coded-text.ts';
import { sourceFiles } from '../../test/unit-support/source-files.ts';
import { isMessageKey } from './translate.ts';

const texts = (source: string, file = 'sample.tsx') => findHardCodedText(file, source).map((found) => found.text);

describe('findHardCodedText flags', () => {
  it.each([
    ['JSX text', `const A = () => <p>Take a ticket</p>;`, ['Take a ticket']],
    ['Chinese JSX text', `const A = () => <p>取籌</p>;`, ['取籌']],
    ['a string in a JSX expression', `const A = () => <p>{'Loading'}</p>;`, ['Loading']],
    ['both branches of a conditional', `const A = ({ a }) => <p>{a ? 'Open' : 'Closed'}</p>;`, ['Open', 'Closed']],
    ['a fallback', `const A = ({ a }) => <p>{a ?? 'Unknown'}</p>;`, ['Unknown']],
    ['template text', 'const A = ({ n }) => <p>{`${n} people waiting`}</p>;', ['people waiting']],
    ['aria-label', `const A = () => <button aria-label="Close" />;`, ['Close']],
    ['title in an expression', `const A = () => <a title={'Open map'} />;`, ['Open map']],
    ['placeholder', `const A = () => <input placeholder="Mobile number" />;`, ['Mobile number']],
    ['alt', `const A = () => <img alt="QR code" />;`, ['QR code']],
    ['text nested in a map callback', `const A = ({ xs }) => <ul>{xs.map((x) => <li key={x}>Item</li>)}</ul>;`, ['Item']],
    ['a toast text', `showToast('Saved');`, ['Saved']],
    ['an alert text', `window.alert('Session expired');`, ['Session expired']],
    ['setAttribute of aria-label', `el.setAttribute('aria-label', 'Menu');`, ['Menu']],
    ['textContent assignment', `el.textContent = 'Loading';`, ['Loading']],
  ])('%s', (_name, source, expected) => {
    expect(texts(source)).toEqual(expected);
  });

  it('reports file and line', () => {
    expect(findHardCodedText('x.tsx', `\nconst A = () => (\n  <p>Hello</p>\n);`)).toEqual([
      { file: 'x.tsx', line: 3, text: 'Hello', where: 'JSX text' },
    ]);
  });
});

describe('findHardCodedText allows', () => {
  it.each([
    ['t() in JSX text', `const A = ({ lang }) => <p>{t(lang, 'common.back')}</p>;`],
    ['t() in aria-label', `const A = ({ lang }) => <button aria-label={t(lang, 'common.close')} />;`],
    ['t() in a template', 'const A = ({ lang, n }) => <p>{`${t(lang, "common.more")} ${n}`}</p>;'],
    ['punctuation only', `const A = () => <p>· / — : ( )</p>;`],
    ['digits and symbols', `const A = () => <p>+853 × 2 ✕</p>;`],
    ['a character reference', `const A = () => <p>&nbsp;&#215;</p>;`],
    ['whitespace between elements', `const A = () => (\n  <div>\n    <span />\n  </div>\n);`],
    ['class names and parts', `const A = () => <div className="tile wide" part="tile" id="main" role="button" />;`],
    ['a comparison in JSX', `const A = ({ s }) => <p>{s === 'ABSENT' && <b />}</p>;`],
    ['a lookup by key', `const A = ({ m }) => <p>{m['title']}</p>;`],
    ['data from a prop', `const A = ({ service }) => <p>{service.name}</p>;`],
    ['a non-text attribute value', `const A = () => <input type="tel" inputMode="numeric" autoComplete="one-time-code" />;`],
    ['a string outside JSX', `const route = '/offerNum'; const key = 'messages.noData';`],
    ['an import path', `import css from './page-header.css?inline';`],
    ['comments', `// Take a ticket\nconst A = () => <p>{/* Loading */}</p>;`],
  ])('%s', (_name, source) => {
    expect(texts(source)).toEqual([]);
  });
});

describe('dictionary keys handed to a component', () => {
  const source = `const A = () => <Tabs label="components.tabs.byLocation" title={'no.such.key'} />;`;

  it('are allowed when isKey recognises them, and an unknown key-like literal is still flagged', () => {
    expect(findHardCodedText('a.tsx', source, { isKey: isMessageKey }).map((hit) => hit.text)).toEqual(['no.such.key']);
  });

  it('are flagged without isKey', () => {
    expect(findHardCodedText('a.tsx', source).map((hit) => hit.text)).toEqual(['components.tabs.byLocation', 'no.such.key']);
  });

  it('JSX text is never taken for a key', () => {
    expect(findHardCodedText('a.tsx', `const A = () => <p>common.back</p>;`, { isKey: isMessageKey }).map((hit) => hit.text)).toEqual(['common.back']);
  });
});

describe('no hard-coded user-facing text in screens, components, elements, platform, stores and API client', () => {
  const root = join(__dirname, '..', '..');
  // Screens and components, plus the modules that raise alerts and toasts on their own
  // (platform timers, stores, the API client's failure toasts).
  const files = ['src/components', 'src/flows', 'src/app', 'elements', 'src/platform', 'src/store', 'src/api'].flatMap((dir) =>
    sourceFiles(join(root, dir), { withTests: false }),
  );

  it('the walk reaches the JSX files of those folders', () => {
    expect(files.filter((path) => path.endsWith('.tsx')).length).toBeGreaterThan(0);
  });

  it('every screen, component and element takes its text from t(...)', () => {
    const found = files.flatMap((path) =>
      findHardCodedText(relative(root, path), readFileSync(path, 'utf8'), { isKey: isMessageKey }).map((hit) => `${hit.file}:${hit.line} ${hit.where} "${hit.text}"`),
    );
    expect(found).toEqual([]);
    // Parsing every source file takes seconds on a busy 2-core machine, more as the code grows.
  }, 60_000);
});
