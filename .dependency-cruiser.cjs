/**
 * The layer rules of DESIGN.md and STYLE.md (ADR 033), checked by `npm run check`, type-only imports
 * included: the domain is pure rules and types and imports only the domain (and rxjs); ports import
 * only domain types and other ports; the application (use cases and stores) imports the domain and
 * ports, never an adapter, the UI or a program's root; the UI never imports server-side adapters or
 * the server; adapters never import the UI; no folder depends on itself in a cycle.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-stays-pure',
      comment:
        'src/domain is pure rules and types: it may import only src/domain, rxjs and the pure libraries of ADR 034 and 035 (date-fns, @date-fns/tz, @date-fns/utc, isbot).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        pathNot: [
          '^src/domain/',
          '^node_modules/(rxjs|date-fns|@date-fns/tz|@date-fns/utc|isbot)/',
          '^(rxjs|date-fns|@date-fns/tz|@date-fns/utc|isbot)',
        ],
      },
    },
    {
      name: 'application-not-outer-layers',
      comment: 'Use cases and stores talk to the world through ports only; adapters and roots are wired to them.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: ['^src/adapters/', '^src/ui/', '^src/server/'] },
    },
    {
      name: 'application-no-node-builtins',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { dependencyTypes: ['core'] },
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
      name: 'site-not-console',
      comment:
        'A visitor never loads the console (issue 18): the site reaches src/ui/admin only through the one lazy import in app.tsx.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: '^src/ui/admin/' },
      to: { path: '^src/ui/admin/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'console-apart-from-site-ui',
      comment:
        "The console imports none of the site's UI modules (src/ui/*.ts, hooks, components, pages): a module both import leaves the site's first-load chunk for one of its own, growing every visitor's first load (issue 18). Use src/ui/admin/components/admin-services.tsx.",
      severity: 'error',
      from: { path: '^src/ui/admin/' },
      to: { path: '^src/ui/(?!admin/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'driven-adapters-not-application',
      comment:
        'An adapter behind a port (databases, memory fakes, HTTP clients, mail, files, calendars) implements the port and knows nothing of the use cases; only the HTTP API, which drives them, imports the application (issue 36 item 2).',
      severity: 'error',
      from: { path: '^src/adapters/', pathNot: '^src/adapters/http-api/' },
      to: { path: '^src/application/' },
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
      name: 'ui-views-call-application',
      comment:
        "Pages, components and hooks, and the console's screens and components, resolve application services (src/application), never a port: a port module is imported for its types only, so no port token is in reach (ADR 040; issue 36 item 2).",
      severity: 'error',
      from: { path: '^src/ui/(pages|components|hooks|admin/screens|admin/components)/' },
      to: { path: '^src/ports/', pathNot: '^src/ports/token[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'http-routes-call-use-cases',
      comment:
        'The HTTP app and its routes are handed application use cases by the server root (ADR 040): they import no port that stores or reads data.',
      severity: 'error',
      from: { path: '^src/adapters/http-api/' },
      to: {
        path: '^src/ports/(catalogue-reader|content-reader|enquiry-repository|enquiry-records|enquiry-inboxes|consent-log|health|media-store|mail-queue|viewing-repository|form-tokens)[.]port[.]ts$',
      },
    },
    {
      name: 'no-circular',
      comment: 'No module cycle, type-only imports included.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No two folders depend on each other, directly or round a longer loop.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
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
