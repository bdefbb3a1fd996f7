// The floors of src/ (docs/architecture.md), checked by dependency-cruiser in `npm run lint` and
// `npm test`: a module imports only from its own floor and the floors below it. Type-only imports
// count: a type from a higher floor ties the lower one to it as much as a value does. Tests are
// not held to the floors (a component's test renders it in a host built from the element base),
// but src/ imports test tooling only from tests.

/** Bottom to top. */
const FLOORS = [
  ['common', '^src/common/'],
  ['i18n', '^src/i18n/'],
  ['domain', '^src/domain/'],
  ['api', '^src/api/'],
  ['store', '^src/store/'],
  ['platform', '^src/platform/'],
  ['components', '^src/components/'],
  ['routing', '^src/routing/'],
  ['flows', '^src/flows/'],
  ['app', '^src/app/'],
  ['element', '^src/element/'],
  ['elements', '^(elements/|src/iife\\.ts$)'],
];

const TESTS = '\\.test\\.tsx?$';

const climbs = FLOORS.slice(0, -1).map(([name, path], i) => ({
  name: `${name}-imports-no-higher-floor`,
  comment: `${path} imports only from itself and the floors below it: ${FLOORS.slice(0, i).map(([below]) => below).join(', ') || 'none'}.`,
  severity: 'error',
  from: { path, pathNot: TESTS },
  to: { path: FLOORS.slice(i + 1).map(([, higher]) => higher) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...climbs,
    {
      name: 'common-imports-nothing-else',
      comment:
        'src/common/ holds what the client and the reference server share: it imports no other folder, no npm package and no Node or DOM module, so the server can run it and the client can ship it.',
      severity: 'error',
      from: { path: '^src/common/', pathNot: TESTS },
      to: { pathNot: '^src/common/' },
    },
    {
      name: 'server-imports-only-common-of-src',
      comment: 'The reference server imports the client tree only from src/common/ (none of it touches the DOM or dayjs).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/common/' },
    },
    {
      name: 'src-imports-no-tooling',
      comment: 'What ships imports no test tooling, no build script and nothing of the server.',
      severity: 'error',
      from: { path: '^(src|elements)/', pathNot: TESTS },
      to: { path: '^(test|scripts|bench|server)/' },
    },
    {
      name: 'no-import-cycle',
      comment:
        'A module in a cycle can run before the module it needs has finished running and see its exports undefined. Type-only imports are erased by the compiler, so they cannot form one.',
      severity: 'error',
      from: { path: '^(src|server|elements)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The bundle's aliases (vite.config.ts) send React to Preact; the rules above care for the
    // project's own folders, so a package need not resolve to its real file.
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
