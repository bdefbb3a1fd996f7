// The TypeScript sources under a folder, and what a module names in them (the dictionary keys it
// hands to t(), the modules it runs), for the tests that scan the code for texts, keys and imports.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Folders no scan looks into: installed packages and what builds and runs write. */
const GENERATED = new Set(['node_modules', 'dist', 'test-results', '.data', '.tmp']);

/** Every file under `dir` whose name `keep` accepts (generated folders skipped). */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (GENERATED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** Every .ts/.tsx file under `dir` (no .d.ts); test files too unless `withTests` is false. */
export function sourceFiles(dir: string, { withTests = true }: { withTests?: boolean } = {}): string[] {
  return filesUnder(dir, (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && (withTests || !/\.(test|spec)\.tsx?$/.test(name)));
}

export interface KeyUse {
  where: string;
  /** A literal key, or a pattern when the key is a template: `pages.x.${…}` → /^pages\.x\.[^.]+$/. */
  key: string | RegExp;
  plural: boolean;
}

/**
 * The dictionary keys a module hands to t() and tPlural(). With `anywhere`, every string and
 * template of the module too, key or not (the caller matches them against the dictionary): keys
 * also travel as data, a route's title or a rule's messageKey, before they reach t().
 */
export function keyUses(file: string, source: string, { anywhere = false }: { anywhere?: boolean } = {}): KeyUse[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: KeyUse[] = [];
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
  const keyOf = (node: ts.Node | undefined): string | RegExp | undefined => {
    if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
    if (node && ts.isTemplateExpression(node)) {
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].map(escape).join('[^.]+');
      return new RegExp(`^${pattern}$`);
    }
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['t', 'tPlural'].includes(node.expression.text)) {
      let arg = node.arguments[1];
      while (arg && (ts.isAsExpression(arg) || ts.isParenthesizedExpression(arg) || ts.isSatisfiesExpression(arg))) arg = arg.expression;
      const key = keyOf(arg);
      if (key !== undefined && !anywhere) uses.push({ where: where(node), key, plural: node.expression.text === 'tPlural' });
    }
    const key = anywhere ? keyOf(node) : undefined;
    if (key !== undefined) uses.push({ where: where(node), key, plural: false });
    node.forEachChild(visit);
  };
  visit(sf);
  return uses;
}

/** The relative specifiers a module runs: imports, re-exports, dynamic imports; not type-only ones. */
export function runtimeSpecifiers(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) found.push(arg.text);
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return found.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

export function resolveSpecifier(from: string, specifier: string): string | null {
  const bare = resolve(dirname(from), specifier.split('?')[0]!);
  for (const candidate of [bare, `${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // CSS, JSON and other assets: no code of ours runs there
}
