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
    // The copy's YAML is read and written in one way, with one set of options (lib/content-reader/yaml.mjs).
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts}'],
    ignores: ['lib/content-reader/yaml.mjs'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'js-yaml', message: 'Read and write YAML with lib/content-reader/yaml.mjs.' }] }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='require'][arguments.0.value='js-yaml']", message: 'Read and write YAML with lib/content-reader/yaml.mjs.' }],
    },
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
