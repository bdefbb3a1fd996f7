// custom-elements.json from the element files' JSDoc (@attr, @fires, @csspart, @cssprop).
// The analyzer brings its own TypeScript 5.x (DESIGN.md, toolchain facts).

// Elements register through a guarded `static define(tag, registry)`, which the analyzer cannot
// follow, so the tag comes from the file name (elements/<tag>.ts) unless JSDoc gives `@tag`.
function tagFromFileName() {
  return {
    name: 'civic-booking-tag-from-file-name',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        const tag = /^elements\/([a-z]+(?:-[a-z]+)+)\.ts$/.exec(mod.path)?.[1];
        const decl = tag && mod.declarations?.find((d) => d.kind === 'class' && d.name.endsWith('Element'));
        if (!decl || decl.tagName) continue;
        decl.tagName = tag;
        decl.customElement = true;
        mod.exports = [
          ...(mod.exports ?? []),
          { kind: 'custom-element-definition', name: tag, declaration: { name: decl.name, module: mod.path } },
        ];
      }
    },
  };
}

export default {
  globs: ['elements/*.ts'],
  exclude: ['elements/**/*.test.ts'],
  outdir: '.',
  packagejson: false,
  plugins: [tagFromFileName()],
};
