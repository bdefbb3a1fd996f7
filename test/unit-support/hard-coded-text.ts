// Test tooling (never imported by the bundle): finds user-facing text written in a screen or
// component instead of going through t(...). A TypeScript AST walk rather than a regex, so
// that dictionary keys inside t('…') calls, class names and comparisons are not mistaken for text.
import ts from 'typescript';

export interface HardCodedText {
  file: string;
  line: number;
  text: string;
  where: string;
}

/** JSX attributes a user reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Calls whose string argument reaches the user as it is. */
const TEXT_CALLS = new Set(['alert', 'confirm', 'prompt', 'showToast', 'toast']);

/** DOM properties whose assigned string is shown. */
const TEXT_PROPERTIES = new Set(['textContent', 'innerText', 'title', 'placeholder', 'alt', 'ariaLabel']);

/** Text with at least one letter of any script; punctuation, digits and symbols are allowed. */
const hasLetter = (text: string) => /\p{L}/u.test(text);

/**
 * String literals inside an expression that would be shown as they are. Descent stops at calls
 * (t('key'), formatDate(…)), element access (labels['x']), comparisons (state === 'ABSENT') and
 * nested JSX (walked on its own).
 */
function shownLiterals(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) {
    const parts: ts.Node[] = [node.head, ...node.templateSpans.map((span) => span.literal)];
    return [...parts, ...node.templateSpans.flatMap((span) => shownLiterals(span.expression))];
  }
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isElementAccessExpression(node)) return [];
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return [];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    const comparison = [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
      ts.SyntaxKind.InKeyword,
      ts.SyntaxKind.InstanceOfKeyword,
    ].includes(op);
    if (comparison) return [];
  }
  if (ts.isConditionalExpression(node)) return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isPropertyAccessExpression(node) || ts.isTypeOfExpression(node)) return [];
  const found: ts.Node[] = [];
  node.forEachChild((child) => {
    found.push(...shownLiterals(child));
  });
  return found;
}

function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text;
  return node.getText();
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

export interface ScanOptions {
  /**
   * Literals for which this returns true are dictionary keys handed to a component that calls
   * t() itself (`<Tabs label="components.tabs.byLocation" />`), not text. JSX text is never a key.
   */
  isKey?: (literal: string) => boolean;
}

/** Every hard-coded user-facing text in one source file. */
export function findHardCodedText(file: string, source: string, options: ScanOptions = {}): HardCodedText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    if (!hasLetter(text)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ file, line, text: text.trim(), where });
  };
  const reportExpression = (expression: ts.Node, where: string) => {
    for (const literal of shownLiterals(expression)) {
      const text = literalText(literal);
      if (!options.isKey?.(text)) report(literal, text, where);
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      // Character references (&nbsp; &#215;) are symbols, not words.
      report(node, node.text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, ' '), 'JSX text');
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportExpression(node.expression, 'JSX text');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf);
      if (TEXT_ATTRIBUTES.has(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) reportExpression(node.initializer, `${name}=`);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
          reportExpression(node.initializer.expression, `${name}=`);
        }
      }
      if (node.initializer && ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        visit(node.initializer.expression);
      }
      return;
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && TEXT_CALLS.has(name)) {
        for (const arg of node.arguments) reportExpression(arg, `${name}()`);
      }
      if (name === 'setAttribute' && node.arguments.length === 2) {
        const [attr, value] = node.arguments;
        if (attr && ts.isStringLiteral(attr) && TEXT_ATTRIBUTES.has(attr.text) && value) reportExpression(value, `setAttribute('${attr.text}')`);
      }
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      TEXT_PROPERTIES.has(node.left.name.text)
    ) {
      reportExpression(node.right, `.${node.left.name.text} =`);
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return found;
}
