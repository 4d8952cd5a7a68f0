/**
 * `npm test -- --changed` (packages/scripts/lib/changed.mjs): what one change reaches — its workspaces,
 * those that depend on them, and the journeys of the screens the changed remotes own.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { JOURNEY_OWNERS, scopeOf, workspaces } from '../lib/changed.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const REMOTES = ['mf-events', 'mf-teams', 'mf-preorder', 'mf-reviews', 'mf-seating'];

describe('npm test -- --changed', () => {
  it('knows the owners of every journey file, and only real remotes', () => {
    const files = readdirSync(path.join(ROOT, 'e2e/tests')).filter((f) => f.endsWith('.spec.ts'));
    expect(Object.keys(JOURNEY_OWNERS).sort()).toEqual(files.sort());
    for (const owners of Object.values(JOURNEY_OWNERS))
      if (owners !== 'all') for (const remote of owners) expect(REMOTES).toContain(remote);
  });

  it('runs one remote and the journeys of its screens for a change to that remote', () => {
    const scope = scopeOf(['mf-preorder/src/features/preorder/CartPage.tsx']);
    expect(scope.full).toBe(false);
    expect(scope.affected).toEqual(['mf-preorder']);
    expect(scope.journeys).toContain('preorder.spec.ts');
    expect(scope.journeys).not.toContain('teams.spec.ts');
    // the journeys of the whole platform wait for a change of the shell or a package
    expect(scope.journeys).not.toContain('first-paint.spec.ts');
  });

  it('reaches every app that uses a changed package, and then every journey', () => {
    const scope = scopeOf(['packages/ui/src/components/form.tsx']);
    expect(scope.affected).toEqual(expect.arrayContaining(['shell', ...REMOTES, 'packages/ui']));
    expect(scope.affected).not.toContain('packages/server');
    expect(scope.journeys.sort()).toEqual(Object.keys(JOURNEY_OWNERS).sort());
  });

  it('runs an edited journey file, and everything for a root file', () => {
    expect(scopeOf(['e2e/tests/reviews.spec.ts']).journeys).toEqual(['reviews.spec.ts']);
    const lockfile = scopeOf(['pnpm-lock.yaml', 'README.md']);
    expect(lockfile.full).toBe(true);
    expect(lockfile.rootFiles).toEqual(['pnpm-lock.yaml']);
  });

  it('reads the workspace graph from the package files', () => {
    const shell = workspaces().find((w) => w.dir === 'shell');
    expect(shell?.uses).toEqual(expect.arrayContaining(['@quiz/ui', '@quiz/bus']));
  });
});
