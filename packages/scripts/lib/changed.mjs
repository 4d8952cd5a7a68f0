// What `npm test -- --changed` runs: the workspaces changed since `main` (or, on main, since the last
// commit), the workspaces that depend on them (the `workspace:*` graph of the package.json files), and
// the journeys of the screens those remotes own. A change to a root file (the lockfile, a shared config)
// or to the journeys' own harness means everything.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './common.mjs';

/** The apps the journeys load; a change to any other workspace reaches them through the graph. */
const REMOTES = ['mf-events', 'mf-teams', 'mf-preorder', 'mf-reviews', 'mf-seating'];

/**
 * The remotes whose screens each journey file opens (its routes' owners in packages/routes). A journey
 * file marked 'all' checks the platform itself (every remote, the shell, the server) and runs whenever
 * the shell, a shared package or the server changes, never for one remote's change alone.
 * packages/scripts/test/changed.test.ts holds this list to the files in e2e/tests.
 */
export const JOURNEY_OWNERS = {
  'audit.spec.ts': ['mf-events', 'mf-preorder'],
  'auth.spec.ts': ['mf-teams'],
  'delivery.spec.ts': 'all',
  'events.spec.ts': ['mf-events', 'mf-teams'],
  'first-paint.spec.ts': 'all',
  'game-night.spec.ts': ['mf-events', 'mf-teams', 'mf-seating'],
  'instances.spec.ts': 'all',
  'layout.spec.ts': 'all',
  'organizer.spec.ts': ['mf-events', 'mf-seating'],
  'phone.spec.ts': 'all',
  'platform.spec.ts': 'all',
  'preorder.spec.ts': ['mf-preorder', 'mf-events'],
  'reminders.spec.ts': ['mf-teams'],
  'requests.spec.ts': 'all',
  'requests-after-changes.spec.ts': 'all',
  'results.spec.ts': ['mf-seating'],
  'reviews.spec.ts': ['mf-reviews'],
  'seating.spec.ts': ['mf-seating'],
  'shared-link.spec.ts': ['mf-events'],
  'ssr.spec.ts': 'all',
  'teams.spec.ts': ['mf-teams'],
};

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function git(args) {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
}

/** Every workspace folder (relative to the root) with its package name and `workspace:*` dependencies. */
export function workspaces() {
  const dirs = ['shell', 'e2e'];
  for (const entry of readdirSync(ROOT, { withFileTypes: true }))
    if (entry.isDirectory() && entry.name.startsWith('mf-')) dirs.push(entry.name);
  for (const entry of readdirSync(path.join(ROOT, 'packages'), { withFileTypes: true }))
    if (entry.isDirectory()) dirs.push(`packages/${entry.name}`);
  return dirs
    .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')))
    .map((dir) => {
      const pkg = readJson(path.join(ROOT, dir, 'package.json'));
      const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
      const uses = Object.entries(deps)
        .filter(([, spec]) => String(spec).startsWith('workspace:'))
        .map(([name]) => name);
      return { dir, name: pkg.name, uses };
    });
}

/** The base the change is measured from: main's merge base, or on main itself the last commit. */
function changeBase(explicit) {
  if (explicit) return explicit;
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  const dirty = git(['status', '--porcelain']).length > 0;
  if (branch !== 'main') {
    try {
      return git(['merge-base', 'HEAD', 'main']);
    } catch {
      // no local main (a shallow clone): the last commit
    }
  }
  return dirty ? 'HEAD' : 'HEAD~1';
}

/** Files changed since `base`: committed, staged, unstaged and untracked. */
function changedFiles(base) {
  const listed = [
    git(['diff', '--name-only', base]),
    git(['ls-files', '--others', '--exclude-standard']),
  ].join('\n');
  return [...new Set(listed.split('\n').filter(Boolean))];
}

/** The workspaces that use `dirs`, transitively, with `dirs` themselves. */
function withDependents(all, dirs) {
  const byName = new Map(all.map((w) => [w.name, w.dir]));
  const affected = new Set(dirs);
  let grew = true;
  while (grew) {
    grew = false;
    for (const w of all) {
      if (affected.has(w.dir)) continue;
      if (w.uses.some((name) => affected.has(byName.get(name)))) {
        affected.add(w.dir);
        grew = true;
      }
    }
  }
  return affected;
}

/** The journey files to run for the affected workspaces (every one when the shell or a package is). */
function journeysFor(affected, changed) {
  const files = Object.keys(JOURNEY_OWNERS);
  const platform =
    affected.has('shell') ||
    [...affected].some((dir) => dir.startsWith('packages/')) ||
    changed.some((file) => file.startsWith('e2e/') && !file.startsWith('e2e/tests/'));
  if (platform) return files;
  const own = files.filter((file) => {
    const owners = JOURNEY_OWNERS[file];
    return owners !== 'all' && owners.some((remote) => affected.has(remote));
  });
  const edited = changed
    .filter((file) => file.startsWith('e2e/tests/'))
    .map((file) => path.basename(file))
    .filter((file) => files.includes(file));
  return [...new Set([...own, ...edited])];
}

/**
 * The scope of a change to `files`: `full` when a root file changed (then everything runs), else the
 * workspaces touched, those affected (with their dependents), the apps among them and the journey files.
 */
export function scopeOf(files, all = workspaces()) {
  const owner = (file) => all.find((w) => file === w.dir || file.startsWith(`${w.dir}/`))?.dir;
  const rootFiles = files.filter(
    (file) => !owner(file) && !file.endsWith('.md') && !file.startsWith('docs/'),
  );
  const touched = new Set(files.map(owner).filter(Boolean));
  const affected = withDependents(all, touched);
  return {
    files,
    full: rootFiles.length > 0,
    rootFiles,
    touched: [...touched].sort(),
    affected: [...affected].sort(),
    remotes: REMOTES.filter((remote) => affected.has(remote)),
    journeys: journeysFor(affected, files),
  };
}

/** The scope of a `--changed` run: the files changed since `explicitBase` (default: see changeBase). */
export function changedScope(explicitBase) {
  const base = changeBase(explicitBase);
  return { base, ...scopeOf(changedFiles(base)) };
}
