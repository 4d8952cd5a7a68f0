/**
 * Independent delivery, against a second production server of this repository that reads
 * its own registry file (REMOTES_FILE in a temporary folder), so switching versions never disturbs the
 * journeys running on the main server meanwhile.
 *
 * One extra build: `pnpm release mf-seating` with a build-time overlay (QUIZ_BUILD_OVERLAY) that
 *   - gives @quiz/api the version 0.2.0 and a new call, getDeliveryProbe() (GET /api/health), which
 *     the shell — built before, with @quiz/api 0.1.0 — does not have;
 *   - wraps mf_seating's root in a banner «Новая версия раздела» that shows the call's answer, and
 *     throws during render while localStorage `quiz-e2e-fault` is set; in the browser's entry and in
 *     the server render alike (public pages arrive server-rendered and are taken over).
 * And, on the same server with its demo venue page (another origin, a free port):
 *   - `pnpm release mf-preorder` with an overlay that adds «Новая версия предзаказа» to the venue embed:
 *     the venue page, which embeds the stable `/embed/preorder.js`, shows it on its next load, the
 *     previous version while the current one's files are blocked, and the old one after a rollback;
 *   - a remote whose manifest requires react ^20 (the shell provides 19): `pnpm release` refuses it,
 *     `--force` releases it and `/api/health` reports it.
 * The version folders, the registry and the overlays are removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  type DeliveryServer,
  RELEASE_SCRIPT,
  ROOT,
  release,
  rollback,
  runNode,
  shellDigest,
  startDeliveryServer,
  writeFile as write,
} from '../delivery';
import { expect, remoteSlot, test } from '../fixtures';

const SEATING_DIST = path.join(ROOT, 'mf-seating', 'dist');
const PREORDER_DIST = path.join(ROOT, 'mf-preorder', 'dist');
const VERSION = `0.1.0-e2e${Date.now().toString(36)}`;
const EMBED_VERSION = `0.1.0-e2eembed${Date.now().toString(36)}`;
const GATE_VERSION = `0.1.0-e2egate${Date.now().toString(36)}`;
const EMBED_BANNER = 'Новая версия предзаказа';
const BANNER = 'Новая версия раздела';
const FAULT_KEY = 'quiz-e2e-fault';

test.describe.configure({ mode: 'serial' });

let tmp: string;
let registryFile: string;
let overlay: string;
let embedOverlay: string;
let server: DeliveryServer | null = null;
let baseUrl: string;

/** The overlay: files that replace repository files in the released build only. */
function writeOverlay(dir: string): void {
  write(path.join(dir, 'packages/api/package.json'), JSON.stringify({ name: '@quiz/api', version: '0.2.0' }));
  const apiIndex = fs.readFileSync(path.join(ROOT, 'packages/api/src/index.ts'), 'utf8');
  write(
    path.join(dir, 'packages/api/src/index.ts'),
    `${apiIndex}
import { pageApiClient as deliveryProbeClient } from './page-client';

/** New in @quiz/api 0.2.0 (e2e overlay): GET health. */
export async function getDeliveryProbe(): Promise<{ status: string; registry: { source: string } }> {
  const { data } = await (await deliveryProbeClient()).get('health');
  return data;
}
`,
  );
  // the released root: the banner above the screens, in the browser's entry and in the server's
  // render alike (the browser takes the server's markup over, so both must draw the same)
  const released = `
import { getDeliveryProbe } from '@quiz/api';
import type { RemoteAppProps as ReleasedProps } from '@quiz/federation';
import { createElement as h, Fragment as ReleasedFragment, useEffect as useReleasedEffect, useState as useReleasedState } from 'react';

function Banner() {
  if (typeof window !== 'undefined' && window.localStorage.getItem('${FAULT_KEY}')) throw new Error('e2e: screen fault');
  const [answer, setAnswer] = useReleasedState('…');
  useReleasedEffect(() => {
    getDeliveryProbe().then(
      (health) => setAnswer('реестр ' + health.registry.source),
      () => setAnswer('ошибка'),
    );
  }, []);
  return h('p', { 'data-testid': 'delivery-banner' }, '${BANNER}: ' + answer);
}

function Released(props: ReleasedProps) {
  return h(ReleasedFragment, null, h(Banner), h(App, props));
}
`;
  const replaced = (file: string, from: string, to: string) => {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    if (!source.includes(from)) throw new Error(`${file} no longer has «${from}»: update the overlay`);
    write(path.join(dir, file), `${source.replace(from, to)}\n${released}`);
  };
  replaced('mf-seating/src/entry.ts', 'defineRemote(App,', 'defineRemote(Released,');
  replaced('mf-seating/src/ssr.ts', 'createRemoteRenderer(App,', 'createRemoteRenderer(Released,');
}

/** The venue embed's overlay: a line above the preorder, in `embed.js` only. */
function writeEmbedOverlay(dir: string): void {
  const file = 'mf-preorder/src/embed/EmbedRoot.tsx';
  const from = '<PreorderEnvContext.Provider value={env}>';
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer has «${from}»: update the overlay`);
  write(
    path.join(dir, file),
    source.replace(from, `${from}<p data-testid="embed-release">${EMBED_BANNER}</p>`),
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-delivery-'));
  registryFile = path.join(tmp, 'remotes.json');
  overlay = path.join(tmp, 'overlay');
  writeOverlay(overlay);
  embedOverlay = path.join(tmp, 'embed-overlay');
  writeEmbedOverlay(embedOverlay);
  server = await startDeliveryServer(registryFile, { demo: true });
  baseUrl = server.baseUrl;
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(path.join(SEATING_DIST, VERSION), { recursive: true, force: true });
  fs.rmSync(path.join(SEATING_DIST, GATE_VERSION), { recursive: true, force: true });
  fs.rmSync(path.join(PREORDER_DIST, EMBED_VERSION), { recursive: true, force: true });
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function openResults(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/game_results`);
  await expect(
    remoteSlot(page, 'mf_seating').getByRole('heading', { name: 'Итоги игр', exact: true }),
  ).toBeVisible();
}

const banner = (page: Page) => page.getByTestId('delivery-banner');

test('release a new mf-seating version, then roll it back: no shell rebuild, no restart', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const shellBefore = shellDigest();
  await openResults(page);
  await expect(banner(page)).toHaveCount(0);

  await release('mf-seating', { registryFile, version: VERSION, overlay });
  const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
  expect(registry.mf_seating).toEqual({
    entry: `/mf/mf_seating/${VERSION}/mf-manifest.json`,
    version: VERSION,
    previous: { entry: '/mf/mf_seating/0.1.0/mf-manifest.json', version: '0.1.0' },
  });

  // the open tab keeps working on the version it started with
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Рейтинг/ })
    .first()
    .click();
  await expect(remoteSlot(page, 'mf_seating').getByRole('heading', { name: 'Рейтинг команд' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // the next full load runs the new version
  await openResults(page);
  await expect(banner(page)).toContainText(`${BANNER}: реестр file`);
  const health = await (await fetch(`${baseUrl}/api/health`)).json();
  expect(health.remotes.mf_seating).toMatchObject({ version: VERSION, previous: '0.1.0' });

  await rollback('mf-seating', registryFile);
  await openResults(page);
  await expect(banner(page)).toHaveCount(0);
  expect(JSON.parse(fs.readFileSync(registryFile, 'utf8')).mf_seating.version).toBe('0.1.0');
  expect(shellDigest(), "the shell's files are byte-identical").toBe(shellBefore);
});

test('version skew: a remote built against a newer @quiz/api runs its own copy under the older shell', async ({
  page,
}) => {
  await runNode([
    RELEASE_SCRIPT,
    'mf-seating',
    '--no-build',
    '--registry',
    registryFile,
    '--version',
    VERSION,
  ]);
  await openResults(page);
  // the call that only @quiz/api 0.2.0 has answered: with the shell's 0.1.0 the import would be
  // undefined and the banner would throw instead
  await expect(banner(page)).toContainText(`${BANNER}: реестр file`);
  // and mf_seating never took an older @quiz/api from the share scope
  const apiTaken = await page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scope> } })
      .__FEDERATION__.__SHARE__;
    const taken: string[] = [];
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [v, s] of Object.entries(pkgs['@quiz/api'] ?? {}))
          if (s.useIn?.includes('mf_seating')) taken.push(v);
    return taken;
  });
  expect(apiTaken.filter((v) => v.startsWith('0.1.'))).toEqual([]);
});

test.describe('fallback', () => {
  test.use({
    ignoreConsoleErrors: /404|Not Found|RUNTIME-\d+|ScriptExternalLoadError|mf_seating|Failed to load/,
  });
  test('the current version returns 404: the previous version loads and the page says nothing', async ({
    page,
  }) => {
    // current = VERSION (from the previous test), previous = 0.1.0; break the current one
    await page.route(`**/mf/mf_seating/${VERSION}/**`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Не найдено."}' }),
    );
    await openResults(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText('Не удалось загрузить раздел')).toHaveCount(0);
    const fallbacks = await page.evaluate(
      () =>
        (globalThis as unknown as { __quiz: { fallbacks: Array<{ remote: string; to: string }> } }).__quiz
          .fallbacks,
    );
    expect(fallbacks).toEqual([
      expect.objectContaining({ remote: 'mf_seating', to: expect.stringContaining('/0.1.0/') }),
    ]);
  });
});

test.describe('render errors', () => {
  test.use({ ignoreConsoleErrors: /e2e: screen fault|The above error occurred/ });
  test('a screen that throws shows «Повторить»; after the fault is lifted it brings the screen back', async ({
    page,
  }) => {
    await openResults(page);
    await expect(banner(page)).toBeVisible();
    await page.evaluate((key) => window.localStorage.setItem(key, '1'), FAULT_KEY);
    await page.reload();
    const slot = remoteSlot(page, 'mf_seating');
    await expect(slot.getByText('Не удалось загрузить раздел')).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();
    await page.evaluate((key) => window.localStorage.removeItem(key), FAULT_KEY);
    await slot.getByRole('button', { name: 'Повторить' }).click();
    await expect(banner(page)).toContainText(`${BANNER}: реестр file`);
    await expect(slot.getByRole('heading', { name: 'Итоги игр', exact: true })).toBeVisible();
    await expect(slot.getByText('Не удалось загрузить раздел')).toHaveCount(0);
  });
});

test.describe('the venue embed follows releases', () => {
  test.use({ ignoreConsoleErrors: /ERR_FAILED|Failed to load resource/ });
  test('a release of mf-preorder reaches a venue page on its next load, and a rollback too, with no edit of the page', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const venue = server?.demoUrl;
    if (!venue) throw new Error('the delivery server has no demo venue page');
    const embed = page.locator('[data-quiz-preorder]');
    const invitation = embed.getByText(
      /^Вас пригласили сделать предзаказ вместе с командой «.+»\. Как вас зовут\?$/,
    );
    const releaseLine = embed.getByTestId('embed-release');
    const cdp = await page.context().newCDPSession(page);
    /** The venue page's next load by a visitor whose copy of the loader has expired (60 s). */
    const nextLoad = async () => {
      await cdp.send('Network.clearBrowserCache');
      await page.goto(venue);
      await expect(invitation).toBeVisible();
    };

    await nextLoad();
    // the page as the venue serves it: the stable address, no version in it
    const pageHtml = await (await fetch(venue)).text();
    expect(pageHtml).toContain(`src="${baseUrl}/embed/preorder.js"`);
    expect(pageHtml).not.toContain('/mf/mf_preorder/');
    await expect(releaseLine).toHaveCount(0);

    await release('mf-preorder', { registryFile, version: EMBED_VERSION, overlay: embedOverlay });
    await nextLoad();
    await expect(releaseLine).toHaveText(EMBED_BANNER);
    const loader = await fetch(`${baseUrl}/embed/preorder.js`);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=60');
    expect(loader.headers.get('etag')).toBeTruthy();

    // the current version's files cannot be loaded: the previous version shows, and nothing breaks
    await page.route(`**/mf/mf_preorder/${EMBED_VERSION}/**`, (route) => route.abort());
    await nextLoad();
    await expect(releaseLine).toHaveCount(0);
    await page.unroute(`**/mf/mf_preorder/${EMBED_VERSION}/**`);

    await rollback('mf-preorder', registryFile);
    await nextLoad();
    await expect(releaseLine).toHaveCount(0);
    // the pinned address of a version keeps working for the pages that have it
    const pinned = await fetch(`${baseUrl}/mf/mf_preorder/${EMBED_VERSION}/embed.js`);
    expect(pinned.status).toBe(200);
  });
});

test('a release the deployed shell cannot host is refused; --force releases it and /api/health reports it', async () => {
  // a build of mf-seating that requires react ^20: its folder, with the manifest saying so
  const dir = path.join(SEATING_DIST, GATE_VERSION);
  fs.cpSync(path.join(SEATING_DIST, '0.1.0'), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared)
    if (shared.name === 'react') Object.assign(shared, { version: '20.0.0', requiredVersion: '^20.0.0' });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const before = fs.existsSync(registryFile) ? fs.readFileSync(registryFile, 'utf8') : null;

  const refused = await release('mf-seating', { registryFile, version: GATE_VERSION, build: false }).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(refused).toContain(
    `mf_seating ${GATE_VERSION} needs shared singletons the deployed shell does not provide`,
  );
  expect(refused).toContain('react: the remote requires ^20.0.0, the deployed shell provides 19.3.1');
  expect(refused).toContain('`--force` releases it anyway');
  expect(refused).toContain('Not released: the registry is unchanged.');
  expect(fs.existsSync(registryFile) ? fs.readFileSync(registryFile, 'utf8') : null).toBe(before);
  expect((await (await fetch(`${baseUrl}/api/health`)).json()).shared.incompatible).toEqual([]);

  const forced = await release('mf-seating', {
    registryFile,
    version: GATE_VERSION,
    build: false,
    force: true,
  });
  expect(forced).toContain("--force: releasing anyway. Risk: the remote runs on the shell's copies above");
  const health = await (await fetch(`${baseUrl}/api/health`)).json();
  expect(health.status).toBe('degraded');
  expect(health.shared.incompatible).toEqual([
    { remote: 'mf_seating', version: GATE_VERSION, name: 'react', required: '^20.0.0', provided: '19.3.1' },
  ]);

  await rollback('mf-seating', registryFile);
  const after = await (await fetch(`${baseUrl}/api/health`)).json();
  expect(after.shared.incompatible).toEqual([]);
  expect(after.status).toBe('ok');
});

test.describe('a malformed registry file', () => {
  test.use({ ignoreConsoleErrors: null });
  test('changes nothing users see, and /api/health reports it', async ({ page }) => {
    const good = fs.readFileSync(registryFile, 'utf8');
    fs.writeFileSync(registryFile, good.slice(0, Math.floor(good.length / 2))); // cut mid-write
    await openResults(page);
    await expect(banner(page)).toContainText(BANNER);
    const health = await (await fetch(`${baseUrl}/api/health`)).json();
    expect(health.status).toBe('degraded');
    expect(health.registry.error).toMatch(/^remotes\.json: /);
    expect(health.remotes.mf_seating.version).toBe(VERSION);
    const served = await (await fetch(`${baseUrl}/remotes.json`)).json();
    expect(served.mf_seating.version).toBe(VERSION);
  });
});
