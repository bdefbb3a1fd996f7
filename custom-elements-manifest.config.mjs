// custom-elements.json from the element files' JSDoc (@attr, @fires, @csspart, @cssprop).
// The analyzer brings its own TypeScript 5.x (docs/conventions.md (Toolchain facts)).

// Elements register through a guarded `static define(tag, registry)`, which the analyzer cannot
// follow: the tag comes from `@tagname` or else the file name (elements/<tag>.ts), and the module
// gets its custom-element-definition export so tools can map the tag to the class.
// The attributes' properties come from the element base, out of the analyzer's sight: each
// documented attribute is listed as its camelCase field too ("each also a property").
function elementsFromFiles() {
  return {
    name: 'civic-booking-elements-from-files',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        const fileTag = /^elements\/([a-z]+(?:-[a-z]+)+)\.ts$/.exec(mod.path)?.[1];
        const decl = fileTag && mod.declarations?.find((d) => d.kind === 'class' && d.name.endsWith('Element'));
        if (!decl) continue;
        decl.tagName ??= fileTag;
        decl.customElement = true;
        // The class extends createElementBase(…)'s result, which the analyzer records as a
        // reference with a module and no name (the schema requires a name). What tools need is
        // the platform class at the root of the chain: HTMLElement, a global.
        decl.superclass = { name: 'HTMLElement', package: 'global:' };
        const exportsList = (mod.exports ??= []);
        if (!exportsList.some((e) => e.kind === 'custom-element-definition')) {
          exportsList.push({ kind: 'custom-element-definition', name: decl.tagName, declaration: { name: decl.name, module: mod.path } });
        }
        const members = (decl.members ??= []);
        for (const attr of decl.attributes ?? []) {
          const fieldName = attr.name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
          attr.fieldName ??= fieldName;
          if (members.some((m) => m.name === fieldName)) continue;
          members.push({ kind: 'field', name: fieldName, type: attr.type, description: attr.description, attribute: attr.name });
        }
      }
    },
  };
}

// The manifest ships in the package without the sources: point each module at the built file a
// host imports (dist/elements/<tag>.js, dist/civic-booking.js), not at elements/*.ts.
function builtPaths() {
  const built = (path) =>
    path.replace(/^(\.\/)?elements\/index\.ts$/, 'dist/civic-booking.js').replace(/^(\.\/)?elements\/([\w-]+)\.ts$/, 'dist/elements/$2.js');
  return {
    name: 'civic-booking-built-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        mod.path = built(mod.path);
        for (const e of mod.exports ?? []) if (e.declaration?.module) e.declaration.module = built(e.declaration.module);
      }
    },
  };
}

export default {
  globs: ['elements/*.ts'],
  exclude: ['elements/**/*.test.ts'],
  outdir: '.',
  packagejson: false,
  plugins: [elementsFromFiles(), builtPaths()],
};
