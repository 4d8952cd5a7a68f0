// Import boundaries of the workspace, checked by dependency-cruiser: `pnpm boundaries` alone, the
// `boundaries` phase of `npm test`. Rules act on resolved file paths, so no spelling of an import escapes them: relative
// paths of any depth, package names, `@quiz/x/../../mf-y` tricks. ARCHITECTURE.md "Boundaries" explains them.
// The rule's own test: packages/scripts/test/boundaries.test.ts.

const fs = require('node:fs');
const path = require('node:path');

const APP = '(shell|mf-[^/]+)';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files apps may reach inside packages/: each package's declared entry points (package.json exports/main). */
const PACKAGE_ENTRIES = fs
  .readdirSync(path.join(__dirname, 'packages'))
  .filter((name) => fs.existsSync(path.join(__dirname, 'packages', name, 'package.json')))
  .flatMap((name) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, 'packages', name, 'package.json'), 'utf8'));
    const targets = pkg.exports ? Object.values(pkg.exports) : [pkg.main ?? 'index.js'];
    return targets
      .filter((t) => typeof t === 'string' && !t.endsWith('package.json'))
      .map((t) => `^packages/${name}/${escapeRegExp(path.posix.normalize(t))}$`);
  });

/** Package layering: what each package may import from the others (its own files are always fine). */
const LAYERS = {
  domain: [],
  contract: ['domain'],
  routes: ['domain'],
  bus: ['contract', 'domain', 'routes'],
  api: ['bus', 'contract', 'domain'],
  ui: ['api', 'bus', 'routes', 'contract', 'domain'],
  federation: ['ui', 'api', 'bus', 'routes', 'contract', 'domain'],
  server: ['contract', 'domain', 'routes'],
  scripts: [],
};

/**
 * Single files of another package a layer may read beside its layers: the scripts check the deploy
 * manifests against the server's list of settings (a plain table, no server code runs).
 */
const LAYER_EXCEPTIONS = { scripts: ['^packages/server/src/settings-schema\\.ts$'] };

const layerRules = Object.entries(LAYERS).map(([pkg, allowed]) => ({
  name: `layer-${pkg}`,
  comment: `packages/${pkg} may import only ${allowed.length ? allowed.map((p) => `@quiz/${p}`).join(', ') : 'no other workspace package'}`,
  severity: 'error',
  from: { path: `^packages/${pkg}/` },
  to: {
    path: '^packages/[^/]+/',
    pathNot: [
      `^packages/${pkg}/`,
      ...allowed.map((p) => `^packages/${p}/`),
      ...(LAYER_EXCEPTIONS[pkg] ?? []),
    ],
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'app-imports-another-app',
      comment:
        'A remote never imports another remote or the shell (and the shell no remote): talk through @quiz/bus, ' +
        '@quiz/api and <RemoteParcel id="mf_x/Widget"/>; shared code goes into packages/.',
      severity: 'error',
      from: { path: `^${APP}/` },
      to: { path: `^${APP}/`, pathNot: '^$1/' },
    },
    {
      name: 'package-imports-an-app',
      comment: 'Packages never import apps (shell, remotes) or the e2e journeys.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: `^(${APP}|e2e)/` },
    },
    {
      name: 'feature-imports-another-feature',
      comment:
        "Inside a remote, features use each other only through the remote's shared folder (src/shared/): " +
        'move what two features need there.',
      severity: 'error',
      from: { path: `^${APP}/src/features/([^/]+)/` },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'shared-imports-a-feature',
      comment: "A remote's shared folder is below its features: it never imports one.",
      severity: 'error',
      from: { path: `^${APP}/src/shared/` },
      to: { path: '^$1/src/(features|screens|widgets)/' },
    },
    {
      name: 'app-imports-package-internals',
      comment:
        'Apps import packages by name (@quiz/x and its declared subpaths), never by a path into packages/.',
      severity: 'error',
      from: { path: `^${APP}/` },
      to: { path: '^packages/', pathNot: PACKAGE_ENTRIES },
    },
    {
      name: 'app-imports-rxjs',
      comment:
        "Apps take rxjs from @quiz/bus (BehaviorSubject, filter, …): the page's one copy of rxjs lives in the " +
        'bus singleton, tree-shaken; a direct import would bundle a second copy into the app.',
      severity: 'error',
      from: { path: `^${APP}/` },
      to: { path: '(^|/)node_modules/rxjs/' },
    },
    {
      name: 'server-organizer-imports-seating',
      comment:
        "In the server, seating builds on the organizer console (the game's lock, lineups, the seating row, " +
        'the audit log): modules/seating may import modules/organizer, never the reverse, so the two never ' +
        'form a loop. What both need lives in modules/organizer (or db/).',
      severity: 'error',
      from: { path: '^packages/server/src/modules/organizer/' },
      to: { path: '^packages/server/src/modules/seating/' },
    },
    ...layerRules,
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      // packages/scripts load Playwright from e2e/ at run time
      from: { pathNot: '^packages/scripts/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|test-results|playwright-report|\\.bench)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
  },
};
