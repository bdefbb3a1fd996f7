// The TypeScript sources under a folder, for the tests that scan the code for texts and keys.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts/.tsx file under `dir` (no .d.ts); test files too unless `withTests` is false. */
export function sourceFiles(dir: string, { withTests = true }: { withTests?: boolean } = {}): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, { withTests });
    if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return [];
    return withTests || !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}
