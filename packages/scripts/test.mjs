// `npm test` / `pnpm test`: every check, each timed. After the install, two lines of work side by side
// (`--serial`: all in this order, one after another):
//   - what needs no build: lint (biome; lib/function-length.mjs: no function over 150 lines) → typecheck
//     (tsc) → boundaries (dependency-cruiser: import rules of .dependency-cruiser.cjs; lib/data-layer.mjs:
//     callApi only in api/ folders) → links (relative links in every tracked Markdown file resolve) →
//     unused (knip: unused files, exports, dependencies) → unit (jest: web + server projects; server tests
//     also on PostgreSQL when 127.0.0.1:5432 answers) → security (jest project `security`: the brute-force
//     tests, same databases);
//   - build (production) → e2e (Playwright in Chromium against the production build served by start.mjs
//     on a fresh temporary database and a free port);
//   - then, whichever line is free first: cluster (lib/cluster-test.mjs: nginx + 2 replicas on PostgreSQL
//     and a private Redis, on free ports; skipped with a line when PostgreSQL, nginx or redis-server is
//     missing) and deploy (lib/deploy-test.mjs: `pnpm images`, the Kubernetes development overlay under
//     `podman kube play` and deploy/compose.yaml, checked through quiz-web; skipped with a line where
//     podman cannot be installed).
// The last line is exactly `N passed, N failed`: jest + Playwright test counts (a flaky journey, one that
// passed only on a retry, counts as failed), plus 1 failure for each check phase (install, lint, typecheck,
// boundaries, links, unused, build) that failed or runner that crashed without a report.
// Exits non-zero on any failure.
//
// Flags: --only=lint,unit  --skip=e2e
//        --changed[=<base>]: only what a change reaches (lib/changed.mjs): the workspaces changed since
//        `main` (on main: the last commit; uncommitted files count) and those that depend on them — Biome on
//        the changed files, tsc/depcruise/knip/jest on those workspaces, the security tier and the cluster
//        only when the server (or the scripts) changed, the journeys of the screens the changed remotes own
//        (all of them when the shell or a package changed); prints what it skipped. A changed root file
//        (lockfile, shared config) runs everything.
//        (phase names: install lint typecheck boundaries links unused unit security build e2e cluster deploy)
//        --serial: one phase after another, every output streamed, each phase's CPU time its own (by
//        default the checks line's output is printed only on a failure, and the table gives the run's
//        CPU time only: a phase beside another cannot be told apart)
// Env:   E2E_PORT (default: a free port) · E2E_DEMO_PORT (default: E2E_PORT + 10, else a free port) · DATABASE_URL_TEST · BUILD_CONCURRENCY · JEST_MAX_WORKERS
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { ensure } from './ensure.mjs';
import { changedScope, JOURNEY_OWNERS, workspaces } from './lib/changed.mjs';
import {
  bold,
  commandExists,
  dim,
  freePort,
  green,
  log,
  parseArgs,
  ROOT,
  red,
  run,
  seconds,
  tcpAnswers,
} from './lib/common.mjs';
import { checkTables } from './lib/doc-tables.mjs';
import { checkLinks, issueReferences } from './lib/links.mjs';

const PHASES = [
  'install',
  'lint',
  'typecheck',
  'boundaries',
  'links',
  'unused',
  'unit',
  'security',
  'build',
  'e2e',
  'cluster',
  'deploy',
];
/** What dependency-cruiser reads: every app, package and the journeys. */
const CRUISED = [
  'shell',
  'mf-events',
  'mf-teams',
  'mf-preorder',
  'mf-reviews',
  'mf-seating',
  'packages',
  'e2e',
];
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
/** A test slower than this is listed at the end of the run (and in the timings file). */
const SLOW_TEST_MS = 10_000;
/** Each run's phases and slow tests, so a slowdown shows when runs are compared. */
const TIMINGS_FILE = path.join(ROOT, 'test-results/timings.json');

/** The first lines of a failure's message, without terminal colours: enough to name the cause in CI's tail. */
function firstLines(message, lines = 4) {
  return (
    String(message ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character of terminal colours
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, lines)
      .join('\n')
  );
}

/** The failed tests of a jest JSON report (and the suites that failed to run), each with its message. */
function jestFailures(report) {
  return report.testResults.flatMap((suite) => {
    const file = path.relative(ROOT, suite.name);
    const failed = suite.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => ({ test: `${file} › ${t.fullName}`, message: firstLines(t.failureMessages?.[0]) }));
    if (failed.length === 0 && suite.status === 'failed')
      failed.push({ test: `${file} (the suite did not run)`, message: firstLines(suite.message) });
    return failed;
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** One jest run of the given projects (its report in `tmp`); its tests count in the summary line. */
async function jestPhase(tmp, projects, { paths = [], quiet = false, workers = '2' } = {}) {
  const env = { ...process.env };
  let note = 'server tests on SQLite only: PostgreSQL not reachable';
  if (!env.DATABASE_URL_TEST && (await tcpAnswers('127.0.0.1', 5432))) {
    env.DATABASE_URL_TEST = 'postgres://postgres@127.0.0.1:5432/test';
  }
  if (env.DATABASE_URL_TEST)
    note = `server tests on SQLite and ${env.DATABASE_URL_TEST.replace(/\/\/[^@]*@/, '//')}`;
  const out = path.join(tmp, `jest-${projects.join('-')}.json`);
  const code = await run(
    bin('jest'),
    [
      '--ci',
      '--passWithNoTests',
      '--selectProjects',
      ...projects,
      `--maxWorkers=${process.env.JEST_MAX_WORKERS ?? workers}`,
      '--json',
      `--outputFile=${out}`,
      // a `--changed` run: the tests under the affected workspaces only
      ...paths.map((dir) => `${path.join(ROOT, dir)}/`),
    ],
    { env, quiet },
  );
  const report = readJson(out);
  if (!report) return { ok: false, note: 'jest wrote no report' };
  const tests = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
  const slow = report.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((t) => (t.duration ?? 0) > SLOW_TEST_MS)
      .map((t) => ({ test: `${path.relative(ROOT, suite.name)} › ${t.fullName}`, ms: t.duration })),
  );
  const failures = jestFailures(report);
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  // A suite that fails to run (syntax error, missing module) has no failed test: count it as one.
  tests.failed += brokenSuites;
  return {
    ok: code === 0 && tests.failed === 0,
    tests,
    slow,
    failures,
    note: `${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped in ${report.numTotalTestSuites} suites; ${note}`,
  };
}

/** The changed files Biome checks (those still present, of the kinds it reads). */
function lintableFiles(files) {
  return files.filter(
    (file) => /\.(m|c)?(j|t)sx?$|\.jsonc?$|\.css$/.test(file) && existsSync(path.join(ROOT, file)),
  );
}

/** A tsconfig over the sources of the scope's workspaces (tsc follows their imports into the rest). */
function scopedTsconfig(scope) {
  // inside the workspace: tsc looks for @types in node_modules folders above its tsconfig
  const file = path.join(ROOT, 'node_modules/.cache/quiz-test/tsconfig.changed.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const include = scope.affected.flatMap((dir) => [
    `${dir}/src`,
    `${dir}/test`,
    `${dir}/tests`,
    `${dir}/*.ts`,
  ]);
  writeFileSync(
    file,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.base.json'),
      compilerOptions: { noEmit: true },
      // ambient declarations (a package's `*.d.ts` for an untyped module) are never imported: tsc sees
      // them only when included, so all of them are, whichever workspaces the change reaches
      include: [
        ...include,
        'types',
        'shell/src/**/*.d.ts',
        'mf-*/src/**/*.d.ts',
        'packages/*/src/**/*.d.ts',
      ].map((p) => path.join(ROOT, p)),
    }),
  );
  return file;
}

/** Prints what a `--changed` run covers and skips; null when a root file changed (then all runs). */
function describeScope(scope) {
  log(bold(`── changed since ${scope.base}: ${scope.files.length} files ──`));
  if (scope.full) {
    log(`a root file changed (${scope.rootFiles.join(', ')}): everything runs`);
    return null;
  }
  const all = workspaces().map((w) => w.dir);
  const journeys = Object.keys(JOURNEY_OWNERS);
  log(
    `changed: ${scope.touched.join(', ') || 'nothing'}; with what depends on them: ${scope.affected.join(', ') || 'nothing'}`,
  );
  log(dim(`skipped workspaces: ${all.filter((dir) => !scope.affected.includes(dir)).join(', ') || 'none'}`));
  log(`journeys: ${scope.journeys.join(', ') || 'none'}`);
  log(
    dim(
      `skipped journeys: ${journeys.filter((file) => !scope.journeys.includes(file)).join(', ') || 'none'}`,
    ),
  );
  return scope;
}

/** The production build of every app that changed. */
async function buildPhase() {
  const rows = await build();
  const bad = rows.filter((r) => !r.ok).map((r) => r.app);
  const built = rows.filter((r) => !r.skipped).map((r) => `${r.app} ${seconds(r.ms)}`);
  return {
    ok: bad.length === 0,
    note: bad.length
      ? `failed: ${bad.join(', ')}`
      : built.length
        ? `built ${built.join(', ')}`
        : 'all up to date',
  };
}

/** The journeys of a Playwright JSON report whose last run took over SLOW_TEST_MS. */
function slowJourneys(report) {
  const slow = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const ms = test.results?.at(-1)?.duration ?? 0;
        if (ms > SLOW_TEST_MS) slow.push({ test: [...titles, spec.title].join(' › '), ms });
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return slow;
}

/** The journeys of a Playwright JSON report that failed or passed only on a retry, each with its first error. */
function failedJourneys(report) {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error)?.error;
        const name = [...titles, spec.title].join(' › ');
        failed.push({
          test: test.status === 'flaky' ? `${name} (flaky: passed on a retry)` : name,
          message: firstLines(error?.message ?? error?.value),
        });
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? [])
    failed.push({ test: 'the run itself', message: firstLines(error.message) });
  return failed;
}

/** The Playwright journeys against the production build (their report in `tmp`). */
async function e2ePhase(tmp, buildRow, journeys = []) {
  if (buildRow && !buildRow.ok) return { ok: false, note: 'skipped: the build failed' };
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  // the demo venue page (another origin embedding the preorder): E2E_DEMO_PORT, else E2E_PORT + 10
  const demoPort = process.env.E2E_DEMO_PORT
    ? Number(process.env.E2E_DEMO_PORT)
    : process.env.E2E_PORT
      ? port + 10
      : await freePort();
  const out = path.join(tmp, 'playwright.json');
  const cli = path.join(ROOT, 'e2e/node_modules/@playwright/test/cli.js');
  const code = await run(process.execPath, [cli, 'test', ...journeys.map((file) => `tests/${file}`)], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, E2E_PORT: String(port), E2E_DEMO_PORT: String(demoPort), E2E_JSON_OUTPUT: out },
  });
  const report = readJson(out);
  if (!report?.stats) return { ok: false, note: `playwright exited ${code} without a report` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // A flaky journey (failed, then passed on a retry) is a failure: it would fail a user some of the time.
  const tests = { passed: expected, failed: unexpected + flaky, skipped };
  const errors = report.errors?.length ?? 0;
  if (errors > 0 && unexpected === 0) tests.failed += 1;
  return {
    ok: code === 0 && tests.failed === 0,
    tests,
    slow: slowJourneys(report),
    failures: failedJourneys(report),
    note: `${tests.passed} passed, ${tests.failed} failed (${flaky} of them flaky), ${skipped} skipped; port ${port}`,
  };
}

/**
 * CPU time used so far by this process and by the children it has waited for (Linux: /proc/self/stat's
 * cutime + cstime, in clock ticks of 10 ms), in ms. A phase's CPU beside its wall time says how much of
 * the two cores it kept busy, so a run on a loaded machine still shows which phase grew.
 */
function cpuMs() {
  const own = process.cpuUsage();
  let children = 0;
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // after the command name: state is field 3 of stat(5), cutime 16 and cstime 17
    children = (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    // not Linux: this process only
  }
  return (own.user + own.system) / 1000 + children;
}

function writeTimings({ totalMs, totalCpuMs, results, slow }) {
  const phases = Object.fromEntries(results.map((r) => [r.name, { ms: r.ms, cpuMs: r.cpuMs, ok: r.ok }]));
  const record = { at: new Date().toISOString(), totalMs, totalCpuMs, phases, slow };
  try {
    mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
    writeFileSync(TIMINGS_FILE, `${JSON.stringify(record, null, 2)}\n`);
    process.stdout.write(dim(`timings: ${path.relative(ROOT, TIMINGS_FILE)}\n`));
  } catch {
    // a read-only checkout still gets the table above
  }
}

/**
 * Runs the phases the command line wants, in order, each timed and counted: `phase(name, fn)` returns
 * the phase's row (null when not wanted); `summary()` prints the table and the `N passed, N failed` line.
 */
function phaseRunner(wanted, { ownCpu = true } = {}) {
  const results = [];
  const started = Date.now();
  const cpuAtStart = cpuMs();
  let passed = 0;
  let failed = 0;
  const phase = async (name, fn) => {
    if (!wanted(name)) return null;
    log(bold(`── ${name} ──`));
    const t0 = Date.now();
    const cpu0 = cpuMs();
    let res;
    try {
      res = await fn();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      console.error(red(message));
      res = { ok: false, failures: [{ test: `the ${name} phase stopped`, message: firstLines(message) }] };
    }
    // beside another line of work, the CPU of a phase is not its own: the run's total is given instead
    const row = { name, ms: Date.now() - t0, cpuMs: ownCpu ? Math.round(cpuMs() - cpu0) : null, ...res };
    if (row.tests) {
      passed += row.tests.passed;
      failed += row.tests.failed;
    }
    if (!row.ok && !(row.tests && row.tests.failed > 0)) failed += 1;
    results.push(row);
    log(
      `${name}: ${row.ok ? green('ok') : red('FAILED')} in ${seconds(row.ms)}${row.note ? dim(` (${row.note})`) : ''}`,
    );
    return row;
  };
  const summary = () => {
    // in the order of PHASES, whichever line of work finished first
    results.sort((a, b) => PHASES.indexOf(a.name) - PHASES.indexOf(b.name));
    const cpu = (ms) => (ms === null ? '' : seconds(ms)).padStart(8);
    process.stdout.write(`\n${bold('phase        result       time       cpu')}\n`);
    for (const r of results) {
      const status = r.ok ? green('ok    ') : red('FAILED');
      process.stdout.write(
        `${r.name.padEnd(12)} ${status}   ${seconds(r.ms).padStart(8)}  ${cpu(r.cpuMs)}  ${dim(r.note ?? '')}\n`,
      );
    }
    const totalMs = Date.now() - started;
    const totalCpuMs = Math.round(cpuMs() - cpuAtStart);
    process.stdout.write(
      `${'total'.padEnd(12)}          ${seconds(totalMs).padStart(8)}  ${cpu(totalCpuMs)}\n\n`,
    );
    const slow = results
      .flatMap((r) => (r.slow ?? []).map((t) => ({ ...t, phase: r.name })))
      .sort((a, b) => b.ms - a.ms);
    if (slow.length) {
      process.stdout.write(`${bold(`tests over ${seconds(SLOW_TEST_MS)}`)}\n`);
      for (const t of slow)
        process.stdout.write(`${seconds(t.ms).padStart(8)}  ${t.phase.padEnd(8)} ${dim(t.test)}\n`);
      process.stdout.write('\n');
    }
    writeTimings({ totalMs, totalCpuMs, results, slow });
    // the failures last, just above the count: a CI log cut to its tail still names them
    // (a check phase that failed without naming tests, such as lint or typecheck, is named by its note)
    const failures = results.flatMap((r) =>
      (r.failures?.length
        ? r.failures
        : r.ok
          ? []
          : [{ test: `${r.name} failed`, message: r.note ?? '' }]
      ).map((t) => ({ ...t, phase: r.name })),
    );
    if (failures.length) {
      process.stdout.write(`\n${bold(red(`failed tests (${failures.length})`))}\n`);
      for (const t of failures) {
        process.stdout.write(`${t.phase.padEnd(8)} ${t.test}\n`);
        if (t.message) process.stdout.write(`${dim(t.message.replace(/^/gm, '           '))}\n`);
      }
      process.stdout.write('\n');
    }
    process.stdout.write(`${passed} passed, ${failed} failed\n`);
    return failed > 0 || results.some((r) => !r.ok) ? 1 : 0;
  };
  return { phase, summary };
}

/** The static checks: lint, typecheck, boundaries, links, unused (of the scope's workspaces when given). */
async function checkPhases(phase, scope, quiet = false) {
  await phase('lint', async () => {
    const files = scope ? lintableFiles(scope.files) : ['.'];
    const biomeOk =
      files.length === 0 ||
      (await run(bin('biome'), ['check', '--no-errors-on-unmatched', ...files], { quiet })) === 0;
    // function length, every line counted (Biome's own count leaves lines out): lib/function-length.mjs.
    // Imported here, not at the top: it loads the workspace's `typescript`, which a fresh clone has only
    // after the install phase above.
    const { checkFunctionLength, MAX_LINES } = await import('./lib/function-length.mjs');
    const { long, problems } = checkFunctionLength();
    for (const p of problems) console.error(red(p));
    return {
      ok: biomeOk && problems.length === 0,
      note: `${scope ? `${files.length} changed files; ` : ''}${long.length} functions over ${MAX_LINES} lines (named exceptions and the temporary list), ${problems.length} problems`,
    };
  });
  await phase('typecheck', async () => ({
    ok:
      (await run(bin('tsc'), ['-p', scope ? scopedTsconfig(scope) : 'tsconfig.json', '--noEmit'], {
        quiet,
      })) === 0,
    note: scope ? `the sources of ${scope.affected.join(', ')} and what they import` : undefined,
  }));
  await phase('boundaries', async () => {
    const cruised = scope
      ? CRUISED.filter((dir) => scope.affected.some((w) => w === dir || w.startsWith(`${dir}/`)))
      : CRUISED;
    const importsOk =
      cruised.length === 0 ||
      (await run(
        bin('depcruise'),
        ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...cruised],
        { quiet },
      )) === 0;
    // the data layer: callApi only inside api/ folders (lib/data-layer.mjs; loads `typescript`, so only
    // after the install phase)
    const { checkDataLayer } = await import('./lib/data-layer.mjs');
    const { offenders, problems } = checkDataLayer();
    for (const p of problems) console.error(red(p));
    return {
      ok: importsOk && problems.length === 0,
      note: `${offenders.length} files call callApi outside an api/ folder (all on the temporary list unless a problem), ${problems.length} problems`,
    };
  });
  await phase('links', async () => {
    const { files, broken } = checkLinks();
    for (const b of broken) console.error(red(`${b.file}:${b.line}: ${b.link} → ${b.reason}`));
    // the tables generated from the code (lib/doc-tables.mjs): a drift fails the phase
    const drifted = checkTables();
    for (const d of drifted)
      console.error(red(`out of date: ${d} (node packages/scripts/lib/doc-tables.mjs --write)`));
    // no "issue N" in code or docs: a reader of the repository has no tracker
    const references = issueReferences();
    for (const r of references) console.error(red(`tracker reference (write the reason instead): ${r}`));
    return {
      ok: broken.length === 0 && drifted.length === 0 && references.length === 0,
      note: `${files} Markdown files, ${broken.length} broken links, ${drifted.length} generated tables out of date, ${references.length} tracker references`,
    };
  });
  await phase('unused', async () => ({
    ok:
      (await run(
        bin('knip'),
        [
          '--no-progress',
          '--no-config-hints',
          ...(scope ? scope.affected.flatMap((dir) => ['--workspace', dir]) : []),
        ],
        { quiet },
      )) === 0,
  }));
}

/** The cluster phase: nginx + 2 replicas on PostgreSQL and a private Redis (skipped without them). */
async function clusterPhase(buildRow) {
  if (buildRow && !buildRow.ok) return { ok: false, note: 'skipped: the build failed' };
  const missing = [
    !(await tcpAnswers('127.0.0.1', 5432)) && 'PostgreSQL on 127.0.0.1:5432',
    !existsSync('/usr/sbin/nginx') && !commandExists('nginx') && 'nginx',
    !commandExists('redis-server') && 'redis-server',
  ].filter(Boolean);
  if (missing.length) return { ok: true, note: `skipped: no ${missing.join(', ')} on this machine` };
  const { clusterPhase: runCluster } = await import('./lib/cluster-test.mjs');
  const { passed: ok, failed: bad, figures, failures } = await runCluster();
  return {
    ok: bad === 0,
    tests: { passed: ok, failed: bad, skipped: 0 },
    failures,
    note: `${ok} passed, ${bad} failed; ${JSON.stringify(figures)}`,
  };
}

/** The deploy phase: the images and the manifests run with podman (skipped without podman). */
async function deployPhase(buildRow) {
  if (buildRow && !buildRow.ok) return { ok: false, note: 'skipped: the build failed' };
  const { ensureTools, missingTools } = await import('./lib/images/podman.mjs');
  if (!ensureTools()) return { ok: true, note: `skipped: no ${missingTools().join(', ')} on this machine` };
  const { deployPhase: runDeploy } = await import('./lib/deploy-test.mjs');
  const { passed: ok, failed: bad, figures, failures } = await runDeploy();
  return {
    ok: bad === 0,
    tests: { passed: ok, failed: bad, skipped: 0 },
    failures,
    note: `${ok} passed, ${bad} failed; ${JSON.stringify(figures)}`,
  };
}

const reaches = (scope, dir) => !scope || scope.affected.includes(dir);
const skipped = (what) => async () => ({ ok: true, note: `skipped: ${what}` });

/** The jest tiers: unit (web + server projects) and security (those the scope reaches when given). */
async function jestPhases(phase, scope, tmp, { quiet = false, workers = '2' } = {}) {
  const testDirs = scope ? scope.affected.filter((dir) => dir !== 'e2e') : [];
  await phase(
    'unit',
    scope && testDirs.length === 0
      ? skipped('no workspace with unit tests changed')
      : () => jestPhase(tmp, ['web', 'server'], { paths: testDirs, quiet, workers }),
  );
  await phase(
    'security',
    reaches(scope, 'packages/server')
      ? () => jestPhase(tmp, ['security'], { quiet, workers })
      : skipped('the server did not change'),
  );
}

const serverSide = (scope) => reaches(scope, 'packages/server') || reaches(scope, 'packages/scripts');
const notServerSide = skipped('neither the server nor the scripts changed');

/** The journeys on the production build (those the scope reaches). */
async function journeysPhase(phase, scope, tmp, buildRow) {
  await phase(
    'e2e',
    scope && scope.journeys.length === 0
      ? skipped('no journey opens a screen of what changed')
      : () => e2ePhase(tmp, buildRow, scope?.journeys ?? []),
  );
}

/**
 * The phases that need the build but neither line's other work: the cluster (nginx before replicas) and
 * the images and manifests under podman. Each line, once its own work is done, takes the next one not
 * yet taken, so the line that ends first is not left idle while the other still has two phases to run.
 */
function afterBuild(phase, scope, built) {
  const waiting = [
    () => phase('cluster', serverSide(scope) ? async () => clusterPhase(await built) : notServerSide),
    () => phase('deploy', serverSide(scope) ? async () => deployPhase(await built) : notServerSide),
  ];
  return async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) await next();
  };
}

/**
 * Two lines of work side by side. The checks and the jest tiers need no build: they run beside the build
 * and the journeys, their output kept and printed only when one fails (the build's and the journeys'
 * output streams). The cluster and deploy phases go to whichever line is free first (`afterBuild`).
 * Both lines keep both cores busy (the jest tiers with 2 workers: with 1 beside the journeys, the unit
 * tier ran on alone for minutes on one core after them). `--serial`: one phase after another, every
 * output streamed, each phase's CPU time its own.
 */
async function allPhases(phase, scope, tmp, serial) {
  if (serial) {
    await checkPhases(phase, scope);
    await jestPhases(phase, scope, tmp);
    const built = phase('build', buildPhase);
    await journeysPhase(phase, scope, tmp, await built);
    await afterBuild(phase, scope, built)();
    return;
  }
  const built = phase('build', buildPhase);
  const rest = afterBuild(phase, scope, built);
  const checksLine = async () => {
    await checkPhases(phase, scope, true);
    await jestPhases(phase, scope, tmp, { quiet: true });
    await rest();
  };
  const buildLine = async () => {
    await journeysPhase(phase, scope, tmp, await built);
    await rest();
  };
  await Promise.all([checksLine(), buildLine()]);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const only = typeof args.only === 'string' ? args.only.split(',') : PHASES;
  const skip = typeof args.skip === 'string' ? args.skip.split(',') : [];
  const { phase, summary } = phaseRunner((name) => only.includes(name) && !skip.includes(name), {
    ownCpu: Boolean(args.serial),
  });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'quiz-test-'));
  const scope = args.changed
    ? describeScope(changedScope(typeof args.changed === 'string' ? args.changed : undefined))
    : null;

  await phase('install', async () => ({ ok: true, note: (await ensure()) ? 'installed' : 'up to date' }));
  await allPhases(phase, scope, tmp, Boolean(args.serial));

  if (existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
  process.exit(summary());
}

main().catch((err) => {
  console.error(err);
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
});
