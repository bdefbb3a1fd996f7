// Serves `./en_us.ts?part=first` and `./en_us.ts?part=rest`: the dictionary's object literal cut
// in two by src/i18n/dictionary-parts.ts, each property kept as its source text (nothing is
// evaluated), so the four dictionary files stay one object each and merge as they are.
// Without this plugin (web-test-runner's dev server, the e2e project) a part import is the whole
// file: both parts are then the full dictionary, which translate.ts merges all the same.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { FIRST_PART_KEYS, type TextsPart } from '../src/i18n/dictionary-parts.ts';

const PART_QUERY = /\?part=(first|rest)$/;

// The little of ESTree the cut reads (rolldown's parser, positions in UTF-16 code units).
interface Node {
  type: string;
  start: number;
  end: number;
}
interface Property extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node;
  computed?: boolean;
  shorthand?: boolean;
  method?: boolean;
}
interface ObjectExpression extends Node {
  properties: (Property | Node)[];
}
interface ImportDeclaration extends Node {
  importKind?: string;
  specifiers: (Node & { local: { name: string }; importKind?: string })[];
}
interface Program extends Node {
  body: Node[];
}

/**
 * The module of one part: the dictionary's value imports that part uses, and `export const <name>`
 * with the properties `part` takes of the one exported object literal.
 */
export function dictionaryPart(source: string, program: Program, part: TextsPart, patterns: readonly string[] = FIRST_PART_KEYS): string {
  const fail = (message: string): never => {
    throw new Error(`dictionary parts: ${message}`);
  };
  let name: string | undefined;
  let literal: ObjectExpression | undefined;
  const imports: ImportDeclaration[] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration' && (node as ImportDeclaration).importKind !== 'type') imports.push(node as ImportDeclaration);
    const declaration = (node as { declaration?: { type: string; declarations?: { id: { name: string }; init: Node | null }[] } }).declaration;
    if (node.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations ?? []) {
      if (declarator.init?.type !== 'ObjectExpression') continue;
      if (literal) fail('more than one exported object literal');
      name = declarator.id.name;
      literal = declarator.init as ObjectExpression;
    }
  }
  if (!literal || !name) return fail('no exported object literal');
  const body = cut(source, literal, patterns.map((path) => path.split('.')), part, fail) ?? '{}';
  const used = imports.filter((declaration) => {
    if (declaration.specifiers.some((specifier) => specifier.importKind === 'type')) fail('an import mixes types and values');
    return declaration.specifiers.some((specifier) => new RegExp(`\\b${specifier.local.name}\\b`).test(body));
  });
  return [...used.map((declaration) => source.slice(declaration.start, declaration.end)), `export const ${name} = ${body};`, ''].join('\n');
}

/** The object literal with the properties `part` takes, or null when it takes none. */
function cut(source: string, literal: ObjectExpression, patterns: string[][], part: TextsPart, fail: (message: string) => never): string | null {
  const kept: string[] = [];
  for (const node of literal.properties) {
    const property = node as Property;
    if (node.type !== 'Property' || property.computed || property.shorthand || property.method) fail(`unexpected ${source.slice(node.start, node.end)}`);
    const key = property.key.name ?? String(property.key.value);
    const here = patterns.filter(([first]) => first === '*' || first === key);
    if (here.some((pattern) => pattern.length === 1)) {
      if (part === 'first') kept.push(source.slice(property.start, property.end));
    } else if (here.length > 0 && property.value.type === 'ObjectExpression') {
      const inner = cut(source, property.value as ObjectExpression, here.map((pattern) => pattern.slice(1)), part, fail);
      if (inner !== null) kept.push(`${source.slice(property.key.start, property.key.end)}: ${inner}`);
    } else if (part === 'rest') kept.push(source.slice(property.start, property.end));
  }
  return kept.length > 0 ? `{\n${kept.join(',\n')},\n}` : null;
}

/** The Vite plugin: the main build, the client tests and the browser tests' fixture builds use it. */
export function dictionaryParts(): Plugin {
  return {
    name: 'civic-booking:dictionary-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const file = id.slice(0, match.index);
      this.addWatchFile(file);
      const source = await readFile(file, 'utf8');
      return { code: dictionaryPart(source, this.parse(source, { lang: 'ts' }) as unknown as Program, match[1] as TextsPart), moduleType: 'js' };
    },
  };
}
