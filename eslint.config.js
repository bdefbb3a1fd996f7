// Lint for the whole project, run by `npm test` after the type check. typescript-eslint's
// recommended rules, syntactic (the type-aware set took 2.7 times as long and flagged mostly
// test idioms); the hooks rules on the client, where useLoad's deps are checked at each call
// site like useEffect's. A disable comment must say why (`-- reason`) and must still be needed.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['dist/', 'node_modules/', '.tmp/', '.data/', 'custom-elements.json'],
  },
  {
    files: ['{src,elements,server,test,scripts,bench}/**/*.{ts,tsx,js,mjs}', '*.{ts,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@eslint-community/eslint-comments': comments },
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      // `const { secret: _secret, ...shown } = x` leaves fields out on purpose; a parameter named
      // `_props` is there for its place in the signature.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // `import { type A } from './a'` stays in the output as `import './a'` (verbatimModuleSyntax):
      // a runtime import that dependency-cruiser takes for a type-only one, so a cycle through it
      // would escape the no-import-cycle rule. `import type { A }` is erased, and says so.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoad$' }],
    },
  },
);
