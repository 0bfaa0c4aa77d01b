import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Pages link with plain <a>: every page is a static document a CDN serves whole, which
    // costs no router code (about 3 kB of gzip) and works on every host (README, "Navigation").
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // One direction of imports: a cycle is a sign two modules are one feature split wrong.
    // (Next's config brings the import plugin for these files; CommonJS files stay apart.)
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts}'],
    rules: { 'import/no-cycle': 'error' },
  },
  {
    // The copy files' module (lib/content/) is CommonJS: the bundler's loader and Jest's transform require it.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures hand their value to the test through a callback named `use`, not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: ['**/.next/', '**/out/', '**/next-env.d.ts', 'test-results/', 'playwright-report/', 'reports/', '.hosting/', '.wrangler/'],
  },
];

export default eslintConfig;
