// The package bundles everything it runs on and has no dependencies, so its declarations must
// not send a host's type checker into packages the host never installed (react, zustand...).
// tsc keeps such imports wherever an internal type leaks into a public signature (the element
// base's options mention the lazily loaded root's component type); they become opaque here.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const IMPORT = /(import|export)(\s+(?:type\s+)?\{[^}]*\}\s+from\s+|\s+type\s+\*\s+as\s+\w+\s+from\s+|\s+\*\s+from\s+)'([^'.][^']*)'/g;
const NAMES = /\{([^}]*)\}/;
const INLINE_IMPORT = /import\("([^".][^"]*)"\)\.(\w+)((?:\.\w+)*)/g;

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Rewrites bare package imports in `typesDir` (except `keep`, the host-facing JSX files) to one
 * module of opaque types, `vendor-types.d.ts`. Returns the packages that were cut loose.
 */
export function detachPackageTypes(typesDir: string, keep: string[]): string[] {
  const names = new Set<string>();
  // Names used as namespaces (`import("preact").JSX.Element`), with their members.
  const namespaces = new Map<string, Set<string>>();
  const packages = new Set<string>();
  const vendor = join(typesDir, 'vendor-types.d.ts');
  for (const file of declarationFiles(typesDir)) {
    if (keep.includes(relative(typesDir, file)) || file === vendor) continue;
    const text = readFileSync(file, 'utf8');
    let specifier = relative(dirname(file), vendor).replace(/\.d\.ts$/, '.js');
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    const rewritten = text.replace(IMPORT, (whole, kind: string, clause: string, pkg: string) => {
      if (pkg.startsWith('node:')) return whole;
      const list = NAMES.exec(clause)?.[1];
      if (!list) throw new Error(`${file}: cannot make '${pkg}' opaque (${whole.trim()})`);
      for (const part of list.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
      packages.add(pkg);
      return `${kind}${clause}'${specifier}'`;
    });
    const inlined = rewritten.replace(INLINE_IMPORT, (whole, pkg: string, name: string, members: string) => {
      if (pkg.startsWith('node:')) return whole;
      if (members) {
        const set = namespaces.get(name) ?? new Set<string>();
        set.add(members.slice(1).split('.')[0] as string);
        namespaces.set(name, set);
      } else {
        names.add(name);
      }
      packages.add(pkg);
      return `import("${specifier}").${name}${members}`;
    });
    if (inlined !== text) writeFileSync(file, inlined);
  }
  const opaque = (n: string) => `export type ${n}<_A = any, _B = any, _C = any> = any;`;
  const body = [...names].filter((n) => !namespaces.has(n)).sort().map(opaque);
  for (const [n, members] of [...namespaces].sort()) {
    body.push(`export declare namespace ${n} {`, ...[...members].sort().map((m) => `  ${opaque(m)}`), '}');
  }
  writeFileSync(vendor, [
    '// Internal framework types, opaque to hosts (see scripts/build-public-types.ts).',
    '/* eslint-disable -- generated stand-ins, not code to review */',
    ...body,
    'export {};',
    '',
  ].join('\n'));
  return [...packages].sort();
}
