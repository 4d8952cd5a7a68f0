/**
 * The build-time widget check (packages/federation/webpack/manifest.mjs): a remote's exposed widgets and
 * its row of packages/routes/remotes.json are the same set, both ways. The builds' own configs are
 * evaluated (what `webpack` does first), once on the real manifest and once on a manifest changed through
 * the build overlay (QUIZ_BUILD_OVERLAY), so no source file is edited.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mf-events', 'mf-teams', 'mf-preorder', 'mf-reviews', 'mf-seating'];

/** Evaluates each app's production webpack config in a fresh Node; the exit code and stderr. */
function evaluateConfigs(apps: string[], env: NodeJS.ProcessEnv = {}) {
  const script = apps
    .map(
      (app) =>
        `await (await import(${JSON.stringify(path.join(ROOT, app, 'webpack.config.mjs'))})).default({}, { mode: 'production' });`,
    )
    .join('\n');
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** A build overlay holding a remotes manifest changed by `change`. */
function overlayWith(
  change: (manifest: { remotes: Array<{ folder: string; widgets: Record<string, string> }> }) => void,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quiz-widgets-'));
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'packages/routes/remotes.json'), 'utf8'));
  change(manifest);
  mkdirSync(path.join(dir, 'packages/routes'), { recursive: true });
  writeFileSync(path.join(dir, 'packages/routes/remotes.json'), JSON.stringify(manifest));
  return dir;
}

const rowOf = (
  manifest: { remotes: Array<{ folder: string; widgets: Record<string, string> }> },
  folder: string,
) => {
  const row = manifest.remotes.find((r) => r.folder === folder);
  if (!row) throw new Error(`no row for ${folder}`);
  return row;
};

describe('the exposes ⇄ remotes.json widget check', () => {
  const overlays: string[] = [];
  afterAll(() => {
    for (const dir of overlays) rmSync(dir, { recursive: true, force: true });
  });

  it('passes for every app on the real manifest', () => {
    const result = evaluateConfigs(APPS);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails the build of a remote whose manifest row lists a widget it does not expose', () => {
    const overlay = overlayWith((m) => {
      rowOf(m, 'mf-reviews').widgets.ReviewWizard = 'Отзыв об игре';
    });
    overlays.push(overlay);
    const result = evaluateConfigs(['mf-reviews'], { QUIZ_BUILD_OVERLAY: overlay });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'packages/routes/remotes.json lists the widget mf_reviews/ReviewWizard, which mf-reviews does not expose',
    );
  });

  it('fails the build of a remote exposing a widget its row does not list', () => {
    const overlay = overlayWith((m) => {
      delete rowOf(m, 'mf-seating').widgets.ResultsTable;
    });
    overlays.push(overlay);
    const result = evaluateConfigs(['mf-seating'], { QUIZ_BUILD_OVERLAY: overlay });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'mf-seating exposes ./ResultsTable, which packages/routes/remotes.json does not list',
    );
  });
});
