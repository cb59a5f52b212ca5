/**
 * The layer rules of DESIGN.md and STYLE.md, checked by `npm run check`:
 * the domain imports nothing outside the domain (use cases may import ports), ports import only
 * domain types, the UI never imports server-side adapters or the server, adapters never import
 * the UI.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-stays-pure',
      comment:
        'src/domain may import only src/domain, src/ports (for use cases), rxjs and the pure libraries of ADR 034 and 035 (date-fns, @date-fns/tz, @date-fns/utc, isbot).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        pathNot: [
          '^src/domain/',
          '^src/ports/',
          '^node_modules/(rxjs|date-fns|@date-fns/tz|@date-fns/utc|isbot)/',
          '^(rxjs|date-fns|@date-fns/tz|@date-fns/utc|isbot)',
        ],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ports-import-domain-only',
      comment: 'A port is shaped by the domain: it may import domain types and other ports, nothing else.',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { pathNot: ['^src/domain/', '^src/ports/'] },
    },
    {
      name: 'ui-not-server-adapters',
      comment: 'The browser never imports the server, the database or the HTTP API adapters.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/server/', '^src/adapters/(postgres|http-api|smtp|mail-templates)/'] },
    },
    {
      name: 'ui-no-server-packages',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: 'node_modules/(fastify|@fastify|drizzle-orm|@electric-sql|pg|nodemailer|sharp|@react-email)/' },
    },
    {
      name: 'adapters-not-ui',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'adapters-not-server-root',
      comment: 'Adapters are wired by the composition roots, never the other way round.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    exclude: { path: ['^dist/', '^test/'] },
  },
};
