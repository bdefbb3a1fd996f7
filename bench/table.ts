// One plain-text table: measure, value, budget, result.
export interface Row {
  measure: string;
  value: string;
  budget?: string;
  /** true: within budget; false: missed; undefined: no budget. */
  ok?: boolean;
}

export function section(title: string): Row {
  return { measure: `— ${title}`, value: '' };
}

export function renderTable(rows: Row[]): string {
  const cells = rows.map((r) => [r.measure, r.value, r.budget ?? '', r.ok === undefined ? '' : r.ok ? 'ok' : 'OVER']);
  const head = ['Measure', 'Value', 'Budget', 'Result'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (c: string[]) => c.map((v, i) => (i === 1 || i === 2 ? v.padStart(widths[i] as number) : v.padEnd(widths[i] as number))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
