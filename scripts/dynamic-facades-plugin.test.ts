// The build's facade pass (scripts/dynamic-facades-plugin.ts): a chunk that holds no module and
// only re-exports another's is found from the bundle's metadata, and an `import()` of it imports
// that other chunk and picks the same names from it.
import { describe, expect, it } from 'vitest';
import { bypassFacades, findFacades, type Facade, type FacadeFacts } from './dynamic-facades-plugin.ts';

const chunk = (fileName: string, facts: Partial<FacadeFacts>): FacadeFacts => ({
  fileName,
  code: '',
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  exports: [],
  ...facts,
});

const BODY = chunk('chunks/element-body-B.js', { moduleIds: ['/src/app/layout-body.tsx', '/src/api/first-areas.ts'], exports: ['T', 'E', 'n', 'p'] });
const BODY_FACADE = chunk('chunks/layout-body-A.js', {
  isDynamicEntry: true,
  facadeModuleId: '/src/app/layout-body.tsx',
  exports: ['default'],
  code: 'export{p as default}from"./element-body-B.js";',
});
const AREAS_FACADE = chunk('chunks/first-areas-A.js', {
  isDynamicEntry: true,
  facadeModuleId: '/src/api/first-areas.ts',
  exports: ['FIRST_AREAS', 'createTransport', 'n'],
  code: 'export{T as FIRST_AREAS,E as createTransport,n}from"./element-body-B.js";\n',
});

describe('facades of grouped dynamic entries', () => {
  it('a dynamic entry that holds no module is a facade of the chunk that holds its module, with the names it re-exports', () => {
    expect(findFacades([BODY, BODY_FACADE, AREAS_FACADE])).toEqual(
      new Map<string, Facade>([
        ['chunks/layout-body-A.js', { target: 'chunks/element-body-B.js', names: [['default', 'p']] }],
        [
          'chunks/first-areas-A.js',
          {
            target: 'chunks/element-body-B.js',
            names: [
              ['FIRST_AREAS', 'T'],
              ['createTransport', 'E'],
              ['n', 'n'],
            ],
          },
        ],
      ]),
    );
  });

  it('a chunk with a module of its own, or an entry of the package, is no facade', () => {
    const screen = chunk('chunks/search-screen-A.js', { isDynamicEntry: true, facadeModuleId: '/s.tsx', moduleIds: ['/s.tsx'], code: 'export default 1;' });
    // An element file is a facade of its class's chunk, and may be imported with import() as well.
    const element = chunk('elements/queue-ticket.js', {
      isEntry: true,
      isDynamicEntry: true,
      facadeModuleId: '/elements/queue-ticket.ts',
      exports: ['QueueTicketElement'],
      code: 'export{t as QueueTicketElement}from"../chunks/queue-ticket-A.js";',
    });
    expect(findFacades([BODY, screen, element]).size).toBe(0);
  });

  it('a facade that exports a name otherwise than by re-exporting its module’s chunk fails the build', () => {
    const odd = { ...BODY_FACADE, exports: ['default', 'extra'] };
    expect(() => findFacades([BODY, odd])).toThrow(/exports extra otherwise than by re-export/);
    const elsewhere = { ...BODY_FACADE, code: 'export{p as default}from"./other-C.js";' };
    expect(() => findFacades([BODY, elsewhere])).toThrow(/not from chunks\/element-body-B\.js/);
  });

  it('an import() of a facade imports its target and picks its names, in the same quotes; other imports stay', () => {
    const facades = new Map<string, Facade>([['chunks/home-A.js', { target: 'chunks/home-B.js', names: [['default', 't']] }]]);
    const code = 'const s="中文",a=()=>import(`./home-A.js`),b=()=>import("./other.js");';
    expect(bypassFacades('chunks/body.js', code, facades)).toBe('const s="中文",a=()=>import(`./home-B.js`).then(m=>({"default":m.t})),b=()=>import("./other.js");');
    // Each call of a chunk that makes several, wherever the earlier rewrites moved it.
    const twice = 'a=()=>import(`./home-A.js`),b=()=>import(`./other.js`),c=()=>import(`./home-A.js`);';
    expect(bypassFacades('chunks/body.js', twice, facades)).toBe(
      'a=()=>import(`./home-B.js`).then(m=>({"default":m.t})),b=()=>import(`./other.js`),c=()=>import(`./home-B.js`).then(m=>({"default":m.t}));',
    );
    // From another folder, the path is relative to the importing file.
    expect(bypassFacades('elements/x.js', 'import("../chunks/home-A.js")', facades)).toBe('import("../chunks/home-B.js").then(m=>({"default":m.t}))');
  });
});
