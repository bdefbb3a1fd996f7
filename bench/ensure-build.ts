// The bench measures what the sources build to now: rebuild (bundle only) when dist/ is missing
// or older than any source file.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds when needed; returns whether it did. */
export function ensureBuild(root: string): boolean {
  const built = statSync(join(root, 'dist/unique.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...['src', 'elements', 'vite.config.ts', 'scripts/build.ts'].map((p) => newest(join(root, p))));
  if (built > sources) return false;
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--js-only'], { cwd: root, stdio: 'inherit' });
  return true;
}
