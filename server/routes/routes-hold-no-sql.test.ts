// A route parses its input, calls the module that owns the tables, and shapes the answer: SQL
// lives with the tables' owner (server/catalogue, booking, queue, favourites, search, identity,
// auth, db). This scan fails when a route file holds an SQL statement in any string or
// template, or calls a database's query or transaction itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const SQL = /\bSELECT\b[\s\S]*\bFROM\b|\bSELECT\s+\d|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b|\bWITH\s+\w+\s+AS\s*\(/;

/** Each SQL string and each direct database call in a source file, with its line. */
function sqlIn(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (SQL.test(node.text)) found.push(`${where(node)} ${node.text.slice(0, 60)}`);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
      if (SQL.test(text)) found.push(`${where(node)} ${text.slice(0, 60)}`);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { name, expression } = node.expression;
      // c.req.query('x') reads the query string; any other .query( or .transaction( is the database.
      const onRequest = ts.isPropertyAccessExpression(expression) && expression.name.text === 'req';
      if ((name.text === 'query' && !onRequest) || name.text === 'transaction') found.push(`${where(node)} .${name.text}(`);
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return found;
}

const dir = join(__dirname);
const routeFiles = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

test('the scan finds SQL where it is (an owner module, a sample of each kind)', () => {
  const owner = join(__dirname, '..', 'booking', 'bookings.ts');
  expect(sqlIn('bookings.ts', readFileSync(owner, 'utf8')).length).toBeGreaterThan(5);
  const samples = [
    "db.query('SELECT 1')", 'x(`SELECT id FROM t WHERE a = ${b}`)', "x('INSERT INTO t (a) VALUES (1)')", "x('UPDATE t SET a = 1')",
    "x('DELETE FROM t')", 'deps.db.transaction(async () => 1)', 'x(`WITH n AS (SELECT 1) SELECT * FROM n`)',
  ];
  for (const sample of samples) expect(sqlIn('sample.ts', sample), sample).not.toEqual([]);
  expect(sqlIn('sample.ts', "c.req.query('keyword'); app.delete('/api/x', h); const note = 'Select a date from the list';")).toEqual([]);
});

test('no route file holds SQL or calls the database itself', () => {
  expect(routeFiles.length).toBeGreaterThan(10);
  expect(routeFiles.flatMap((f) => sqlIn(f, readFileSync(join(dir, f), 'utf8')))).toEqual([]);
});
