// Layering rules checked by dependency-cruiser in `npm run lint` (ADR 0043).
// Paths are relative to the cruise's base folder: the repository root, or the root of a fixture
// tree in scripts/lint-layers.test.ts (which proves each rule fails when broken).
const WEB = '(?:^|/)apps/web/src/'
const API = '(?:^|/)apps/api/'
const MODULES = '(?:^|/)apps/api/src/modules/'
// Tests sit above the layers they test: a feature's test may render the app's route tree
// (app/router.tsx) and a module's test may build the whole app. The direction rules skip them;
// cycles and the app/shared boundaries still hold for tests.
const TESTS = '\\.test\\.tsx?$|(?:^|/)apps/web/src/test/|(?:^|/)apps/api/test/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle: the files import each other (through the chain shown); one must not know the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-not-to-apps',
      severity: 'error',
      comment: 'packages/shared is the contract both apps build on; it never imports an app.',
      from: { path: '(?:^|/)packages/shared/' },
      to: { path: '(?:^|/)apps/' },
    },
    {
      name: 'apps-not-to-each-other',
      severity: 'error',
      comment: 'The apps meet only through packages/shared (and HTTP).',
      from: { path: '(?:^|/)apps/(api|web)/' },
      to: { path: '(?:^|/)apps/([^/]+)/', pathNot: '(?:^|/)apps/$1/' },
    },
    {
      name: 'web-components-lib-not-up',
      severity: 'error',
      comment:
        'src/components and src/lib sit under features: they never import a feature, a page or app/.',
      from: { path: `${WEB}(components|lib|config)/`, pathNot: TESTS },
      to: { path: `${WEB}(features|pages|app)/` },
    },
    {
      name: 'web-feature-not-to-page-or-app',
      severity: 'error',
      comment:
        'A feature never imports a page or app/: the page composes features and passes what they need.',
      from: { path: `${WEB}features/`, pathNot: TESTS },
      to: { path: `${WEB}(pages|app)/` },
    },
    {
      name: 'web-feature-not-to-other-feature',
      severity: 'error',
      // A feature is a top-level folder under features/ (a domain, as the API module); its slices
      // (features/<domain>/<audience>/) are one feature and may import each other (ADR 0047).
      comment:
        'A feature never imports another feature: move what two features share to src/components or src/lib, or let the page pass it in.',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-page-not-to-app',
      severity: 'error',
      comment:
        'Pages never import app/ (router, guards, layout); shared pieces belong in src/lib or src/components.',
      from: { path: `${WEB}pages/`, pathNot: TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'api-module-not-to-other-routes',
      severity: 'error',
      comment: "A module never imports another module's routes; call its service instead.",
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: `${MODULES}[^/]+/.*\\.routes\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'api-service-not-to-routes',
      severity: 'error',
      comment: 'routes → service → repository: a service never imports routes.',
      from: { path: `${API}src/.*\\.service\\.ts$`, pathNot: TESTS },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'api-repository-not-up',
      severity: 'error',
      comment: 'routes → service → repository: a repository never imports a service or routes.',
      from: { path: `${API}src/.*\\.repository\\.ts$`, pathNot: TESTS },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'api-sql-only-in-repositories',
      severity: 'error',
      comment:
        "SQL lives in *.repository.ts: a module's other files reach the database through a repository, never with drizzle-orm or the db/schema tables (type-only imports of row types are fine). platform/, db/ and tests may.",
      from: { path: MODULES, pathNot: `\\.repository\\.ts$|${TESTS}` },
      to: {
        path: ['(?:^|/)apps/api/src/db/schema/', '(?:^|/)node_modules/drizzle-orm/'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    // node_modules are not followed but stay visible, so the SQL rule sees imports of drizzle-orm.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(?:^|/)(dist|dist-ssr|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
}
