// The direction of imports, checked by `npm run lint` (dependency-cruiser: 2 s, where ESLint's
// import/no-cycle took 35 s of its 44).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      // A cycle is a sign two modules are one feature split wrong. An `import type` is no dependency at run time.
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      // The layers: lib/ holds what the pages and the editor are made of, and knows neither.
      name: 'lib-below-pages',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
