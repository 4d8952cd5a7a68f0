/**
 * The boundary rules themselves (.dependency-cruiser.cjs): run the checker on a small fixture tree shaped like
 * the workspace and assert that each forbidden import fails the check, and that the allowed ones pass.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = path.resolve(__dirname, '../../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/.bin/depcruise');

/** A clean tree: two remotes, a shell and two packages, each importing only what it may. */
const CLEAN: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
  'packages/domain/package.json': JSON.stringify({ name: '@quiz/domain', main: 'src/index.ts' }),
  'packages/domain/src/index.ts': 'export const LIMIT = 9;\n',
  'packages/ui/package.json': JSON.stringify({ name: '@quiz/ui', exports: { '.': './src/index.ts' } }),
  'packages/ui/src/index.ts': "import { LIMIT } from '../../domain/src/index';\nexport const ui = LIMIT;\n",
  'packages/ui/src/tokens.ts': 'export const color = 1;\n',
  'shell/src/index.ts': "import { ui } from '../../packages/ui/src/index';\nexport const shell = ui;\n",
  'mf-a/src/shared/card.ts': 'export const card = 1;\n',
  'mf-a/src/features/home/Home.ts': "import { card } from '../../shared/card';\nexport const home = card;\n",
  'mf-a/src/features/home/Part.ts': "import { home } from './Home';\nexport const part = home;\n",
  'mf-a/src/features/games/Games.ts':
    "import { card } from '../../shared/card';\nexport const games = card;\n",
  'mf-b/src/features/cart/Cart.ts':
    "import { ui } from '../../../../packages/ui/src/index';\nexport const cart = ui;\n",
};

function cruise(extra: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quiz-boundaries-'));
  try {
    for (const [file, text] of Object.entries({ ...CLEAN, ...extra })) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
    const res = spawnSync(
      DEPCRUISE,
      ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'shell', 'mf-a', 'mf-b', 'packages'],
      // CI may force colours (FORCE_COLOR): ask for plain text and strip any escape codes that still come
      { cwd: dir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
    );
    return { status: res.status, output: stripVTControlCharacters(`${res.stdout}${res.stderr}`) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('import boundaries (.dependency-cruiser.cjs)', () => {
  it('passes a tree that keeps every boundary', () => {
    const res = cruise({});
    expect(res.output).toContain('no dependency violations found');
    expect(res.status).toBe(0);
  });

  it.each([
    [
      'a remote importing another remote by a deep relative path',
      'mf-a/src/features/home/Bad.ts',
      "import { cart } from '../../../../mf-b/src/features/cart/Cart';\nexport const bad = cart;\n",
      'app-imports-another-app',
    ],
    [
      'a remote importing the shell',
      'mf-b/src/Bad.ts',
      "import { shell } from '../../shell/src/index';\nexport const bad = shell;\n",
      'app-imports-another-app',
    ],
    [
      'a package importing an app',
      'packages/ui/src/bad.ts',
      "import { home } from '../../../mf-a/src/features/home/Home';\nexport const bad = home;\n",
      'package-imports-an-app',
    ],
    [
      "a feature importing another feature's internals",
      'mf-a/src/features/games/Bad.ts',
      "import { home } from '../home/Home';\nexport const bad = home;\n",
      'feature-imports-another-feature',
    ],
    [
      "a remote's shared folder importing a feature",
      'mf-a/src/shared/bad.ts',
      "import { games } from '../features/games/Games';\nexport const bad = games;\n",
      'shared-imports-a-feature',
    ],
    [
      'a package breaking the layering (domain importing ui)',
      'packages/domain/src/bad.ts',
      "import { ui } from '../../ui/src/index';\nexport const bad = ui;\n",
      'layer-domain',
    ],
    [
      "an app reaching into a package's internals",
      'mf-a/src/features/home/Bad.ts',
      "import { color } from '../../../../packages/ui/src/tokens';\nexport const bad = color;\n",
      'app-imports-package-internals',
    ],
  ])('fails on %s', (_what, file, text, rule) => {
    const res = cruise({ [file]: text });
    expect(res.output).toContain(`error ${rule}: ${file}`);
    expect(res.status).not.toBe(0);
  });

  it('lets the server seating module import the organizer module, and fails on the reverse', () => {
    const organizer = 'packages/server/src/modules/organizer/lock.ts';
    const seating = 'packages/server/src/modules/seating/service.ts';
    const server = {
      'packages/server/package.json': JSON.stringify({ name: '@quiz/server', main: 'src/index.ts' }),
      [organizer]: 'export const lock = 1;\n',
      [seating]: "import { lock } from '../organizer/lock';\nexport const seat = lock;\n",
    };
    expect(cruise(server).status).toBe(0);
    const bad = 'packages/server/src/modules/organizer/bad.ts';
    const res = cruise({
      ...server,
      [bad]: "import { seat } from '../seating/service';\nexport const bad = seat;\n",
    });
    expect(res.output).toContain(`error server-organizer-imports-seating: ${bad}`);
    expect(res.status).not.toBe(0);
  });
});
