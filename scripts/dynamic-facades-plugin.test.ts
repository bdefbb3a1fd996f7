// The build's facade pass (scripts/dynamic-facades-plugin.ts): an `import()` of a chunk that only
// re-exports another imports that other chunk and picks the same names from it.
import { describe, expect, it } from 'vitest';
import { bypassFacades, readFacade, type Facade } from './dynamic-facades-plugin.ts';

describe('facades of grouped dynamic entries', () => {
  it('reads what a facade exports and from which chunk', () => {
    expect(readFacade('chunks/element-body-A.js', 'export{p as default}from"./element-body-B.js";')).toEqual({
      target: 'chunks/element-body-B.js',
      names: [['default', 'p']],
    });
    expect(readFacade('chunks/first-areas-A.js', 'export{T as FIRST_AREAS,E as createTransport,n}from"./element-body-B.js";\n')).toEqual({
      target: 'chunks/element-body-B.js',
      names: [
        ['FIRST_AREAS', 'T'],
        ['createTransport', 'E'],
        ['n', 'n'],
      ],
    });
  });

  it('a chunk with code of its own is no facade', () => {
    expect(readFacade('chunks/a.js', 'import{x}from"./b.js";export{x as default};')).toBeUndefined();
    expect(readFacade('chunks/a.js', 'export{t as default}from"./b.js";console.log(1);')).toBeUndefined();
  });

  it('an import() of a facade imports its target and picks its names; other imports stay', () => {
    const facades = new Map<string, Facade>([['chunks/home-A.js', { target: 'chunks/home-B.js', names: [['default', 't']] }]]);
    const code = 'const a=()=>import(`./home-A.js`),b=()=>import("./other.js");';
    expect(bypassFacades('chunks/body.js', code, facades)).toBe('const a=()=>import(`./home-B.js`).then(m=>({"default":m.t})),b=()=>import("./other.js");');
    // From another folder, the path is relative to the importing file.
    expect(bypassFacades('elements/x.js', 'import("../chunks/home-A.js")', facades)).toBe('import("../chunks/home-B.js").then(m=>({"default":m.t}))');
  });
});
