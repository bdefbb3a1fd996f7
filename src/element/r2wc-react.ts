// What @r2wc/react-to-web-component takes of React: createElement, read off React's default
// export. preact/compat's default export is an object holding all of compat (memo, forwardRef,
// portals, Children, SuspenseList…), and an object's members cannot be tree-shaken, so r2wc's
// import kept every one of them in each element's first chunk (1.3 kB gzip). vite.config.ts hands
// r2wc this module as its React instead: the one function it calls, the same one compat exports.
import { createElement } from 'react';

export default { createElement };
