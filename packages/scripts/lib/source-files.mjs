// The application source the code checks read (lib/function-length.mjs, lib/data-layer.mjs): the non-test
// `.ts`/`.tsx` files of the shell, the remotes and the packages, parsed with the TypeScript compiler API
// (the workspace's `typescript`, installed by the `install` phase that runs first).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './common.mjs';

/** @type {typeof import('typescript')} */
export const ts = createRequire(path.join(ROOT, 'package.json'))('typescript');

/** Folders never read: installs, builds, and what is not application code (tests, journeys, data). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'test',
  'tests',
  '__tests__',
  'test-results',
  'playwright-report',
  // the server's schema history and demo data: a migration or a seed list is data written as code
  'migrations',
  'seed',
]);
const TEST_FILE = /\.(test|spec)\.tsx?$|\.d\.ts$/;

/** Paths (from the repository root, `/`-separated) of the checked files under the given top-level folders. */
export function sourceFiles(tops = appAndPackageFolders()) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(child);
      } else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name)) out.push(child);
    }
  };
  for (const top of tops) walk(top);
  return out.sort();
}

/** shell, every mf-* remote and every package: the places the checks cover (not e2e/). */
export function appAndPackageFolders() {
  const top = readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && (e.name === 'shell' || e.name.startsWith('mf-')))
    .map((e) => e.name);
  const packages = readdirSync(path.join(ROOT, 'packages'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `packages/${e.name}`);
  return [...top.sort(), ...packages.sort()];
}

export function parse(file) {
  const text = readFileSync(path.resolve(ROOT, file), 'utf8'); // a path from the root, or an absolute one
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}
