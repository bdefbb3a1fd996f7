// @vitest-environment node
// The two parts of each dictionary (dictionary-parts.ts): the build cuts them from the one file
// without losing or doubling a text, and no module that an element's first screen loads uses a
// text of the rest part, which is not there yet when that module renders, unless the module says
// it asks for the rest first (`// @texts rest-first`).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { dictionaryPart } from '../../scripts/dictionary-parts-plugin.ts';
import { dictionaries } from './dictionaries.ts';
import { FIRST_PART_KEYS, inFirstPart } from './dictionary-parts.ts';
import { ROUTES } from '../app/route-table.ts';
import { LANGUAGES } from '../common/languages.ts';
import { keyUses, resolveSpecifier, runtimeSpecifiers, sourceFiles, type KeyUse } from '../../test/unit-support/source-files.ts';
import { zh_hant } from './zh_hant.ts';

const root = join(__dirname, '..', '..');
const SCAN_MS = 60_000;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const allKeys = leaves(zh_hant).map(([key]) => key);
const branches = new Set(allKeys.flatMap((key) => key.split('.').map((_, i, names) => names.slice(0, i + 1).join('.'))));

const parts = {
  zh_hant: { first: () => import('./zh_hant.ts?part=first'), rest: () => import('./zh_hant.ts?part=rest') },
  zh_hans: { first: () => import('./zh_hans.ts?part=first'), rest: () => import('./zh_hans.ts?part=rest') },
  pt_pt: { first: () => import('./pt_pt.ts?part=first'), rest: () => import('./pt_pt.ts?part=rest') },
  en_us: { first: () => import('./en_us.ts?part=first'), rest: () => import('./en_us.ts?part=rest') },
};

describe('the parts the build cuts from each dictionary', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: the first part holds the listed texts, the rest every other, each once and as written`, async () => {
      const first = leaves(((await parts[lang].first()) as Record<string, Tree>)[lang]!);
      const rest = leaves(((await parts[lang].rest()) as Record<string, Tree>)[lang]!);
      const whole = leaves(dictionaries[lang] as unknown as Tree);
      expect(first.filter(([key]) => !inFirstPart(key))).toEqual([]);
      expect(rest.filter(([key]) => inFirstPart(key))).toEqual([]);
      expect(new Map([...first, ...rest])).toEqual(new Map(whole));
      expect(first.length + rest.length).toBe(whole.length);
    });
  }

  it('every path of the first part names texts of the dictionary', () => {
    const idle = FIRST_PART_KEYS.filter((path) => !allKeys.some((key) => inFirstPart(key) && matches(path, key)));
    expect(idle).toEqual([]);
  });

  it('the cut keeps the source text of each property and the imports it uses', () => {
    const source = [
      "import { CONNECT_FAILED } from './bundled-texts.ts';",
      "import type { Dict } from './zh_hant.ts';",
      'export const xx: Dict = {',
      "  common: { back: 'Back' },",
      "  pages: { home: { title: 'Home', 'a-b': 'A' }, search: { title: 'Search', hint: \"Type\" } },",
      '  messages: { network: { connectFailed: CONNECT_FAILED.en_us } },',
      '};',
    ].join('\n');
    const cut = (part: 'first' | 'rest') => dictionaryPart(source, parseAst(source, { lang: 'ts' }) as never, part, ['common', 'pages.home', 'pages.*.title']);
    expect(cut('first')).toBe(
      "export const xx = {\ncommon: { back: 'Back' },\npages: {\nhome: { title: 'Home', 'a-b': 'A' },\nsearch: {\ntitle: 'Search',\n},\n},\n};\n",
    );
    expect(cut('rest')).toBe(
      "import { CONNECT_FAILED } from './bundled-texts.ts';\nexport const xx = {\npages: {\nsearch: {\nhint: \"Type\",\n},\n},\nmessages: { network: { connectFailed: CONNECT_FAILED.en_us } },\n};\n",
    );
  });

  it('a dictionary written another way than one object literal of plain properties fails the build', () => {
    const cut = (source: string) => () => dictionaryPart(source, parseAst(source, { lang: 'ts' }) as never, 'first', ['common']);
    expect(cut("const more = { b: 'B' };\nexport const xx = { ...more };")).toThrow(/unexpected \.\.\.more/);
    expect(cut("export const xx = { ['a' + 'b']: 'AB' };")).toThrow(/unexpected/);
    expect(cut('export const xx = 1;')).toThrow(/no exported object literal/);
  });
});

function matches(path: string, key: string): boolean {
  const names = key.split('.');
  return path.split('.').every((name, i) => name === '*' || name === names[i]);
}

/** The rest part's keys that `use` names: a literal naming a key or a branch, or a template's matches. */
function restKeysOf(use: KeyUse): string[] {
  if (typeof use.key === 'string') return use.key.includes('.') && branches.has(use.key) && !inFirstPart(use.key) ? [use.key] : [];
  const pattern = use.key;
  // A template that does not start with a namespace (`${base}.${form}`) names no key by itself.
  if (!/^\^[a-zA-Z]+\\\./.test(pattern.source)) return [];
  return [...branches].filter((key) => pattern.test(key) && !inFirstPart(key));
}

/** route → its screen's module, from the LOADERS table of src/app/route-table.ts. */
function routeScreens(): Map<string, string> {
  const file = join(root, 'src/app/route-table.ts');
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const screens = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && node.name.text.startsWith('/')) {
      const [specifier] = runtimeSpecifiers(file, node.initializer.getText(sf));
      const target = specifier && resolveSpecifier(file, specifier);
      if (target) screens.set(node.name.text, target);
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return screens;
}

/**
 * The modules an element may run before a route needing the rest part opens: from the elements'
 * files, every import, static or lazy, except into the screens of those routes.
 */
function firstScreenModules(): Set<string> {
  const restRoutes = new Set(Object.values(ROUTES).flatMap((route) => (route.texts === 'rest' ? [route.path as string] : [])));
  const restScreens = new Set([...routeScreens()].filter(([route]) => restRoutes.has(route)).map(([, file]) => file));
  const reached = new Set<string>();
  const queue = sourceFiles(join(root, 'elements'), { withTests: false });
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of runtimeSpecifiers(file, readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, specifier);
      if (target && !restScreens.has(target)) queue.push(target);
    }
  }
  return reached;
}

/** `where key` of each text of the rest part that the module at `file` names. */
function restKeysUsed(file: string): string[] {
  return keyUses(relative(root, file), readFileSync(file, 'utf8'), { anywhere: true }).flatMap((use) => restKeysOf(use).map((key) => `${use.where} ${key}`));
}

/** Whether a module says it asks for the rest part (or runs only once it is in) before it shows a text of its own. */
function asksForRestFirst(source: string): boolean {
  return /^\/\/ @texts rest-first(?![\w-])/m.test(source);
}

describe('texts of the first screens', () => {
  it('the scan names rest texts whether handed to t() or carried as data, literal or template', () => {
    const uses = keyUses(
      'a.tsx',
      "t(lang, 'pages.search.placeholder'); const key = 'pages.offerNum.submit'; t(lang, `pages.setParams.fieldTypes.${type}` as MessageKey); t(lang, 'pages.home.title'); t(lang, 'common.back'); const css = 'a.b';",
      { anywhere: true },
    );
    expect(uses.map((use) => [String(use.key), restKeysOf(use).length > 0])).toEqual([
      ['pages.search.placeholder', true],
      ['pages.offerNum.submit', true],
      ['/^pages\\.setParams\\.fieldTypes\\.[^.]+$/', true],
      ['pages.home.title', false],
      ['common.back', false],
      ['a.b', false],
    ]);
  });

  it('the walk takes in the home and its chrome, not the screens of the other routes', () => {
    const reached = [...firstScreenModules()].map((file) => relative(root, file));
    expect(reached).toEqual(expect.arrayContaining(['src/flows/browse/home-screen.tsx', 'src/routing/router.tsx', 'src/app/dialog-host.tsx']));
    expect(reached).not.toContain('src/flows/search/search-screen.tsx');
    expect(reached).not.toContain('src/flows/queue/offer-number-screen.tsx');
  }, SCAN_MS);

  it('reads a module’s `// @texts rest-first` line, not a mention of it', () => {
    expect(asksForRestFirst('// A dialog.\n// @texts rest-first: it opens once the rest is in.\nimport x from "./x.ts";')).toBe(true);
    expect(asksForRestFirst('// A dialog that says `// @texts rest-first` in a sentence.\n// @texts rest-firstly\n')).toBe(false);
  });

  it('a module says it asks for the rest first only where the first screens reach it and it uses a text of the rest', () => {
    const reached = firstScreenModules();
    const idle = sourceFiles(join(root, 'src'), { withTests: false })
      .filter((file) => asksForRestFirst(readFileSync(file, 'utf8')))
      .filter((file) => !reached.has(file) || restKeysUsed(file).length === 0);
    expect(idle.map((file) => relative(root, file))).toEqual([]);
  }, SCAN_MS);

  it('no module an element loads before such a route opens uses a text of the rest part, but those that ask for it first', () => {
    const used = [...firstScreenModules()]
      .filter((file) => !file.includes(join('src', 'i18n')) && !asksForRestFirst(readFileSync(file, 'utf8')))
      .flatMap(restKeysUsed);
    expect(used).toEqual([]);
  }, SCAN_MS);
});
