// Browser facts shared by the Playwright journeys (e2e/) and `pnpm bench`.

/** Debian's Chromium: test tools cannot download their own browsers on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Without the background-networking flags Chromium floods the closed network (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Runs IN THE PAGE (pass it to page.evaluate): how many distinct copies of each shared package
 * the page loaded. Walks `globalThis.__FEDERATION__.__SHARE__` (every instance, every scope),
 * keeps the entries marked `loaded`, and de-duplicates them by the module object `lib()` returns.
 * @param {readonly string[]} pkgs
 */
export function shareScopeCopies(pkgs) {
  const fed = /** @type {any} */ (globalThis).__FEDERATION__;
  /** @type {Record<string, { copies: number; versions: string[] }>} */
  const shared = {};
  for (const pkg of pkgs) {
    const modules = new Set();
    const versions = new Set();
    for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
      for (const scope of Object.values(/** @type {object} */ (scopes))) {
        for (const [version, entry] of Object.entries(scope[pkg] ?? {})) {
          if (!entry.loaded) continue;
          versions.add(version);
          modules.add(entry.lib ? entry.lib() : `${pkg}@${version}`);
        }
      }
    }
    shared[pkg] = { copies: modules.size, versions: [...versions] };
  }
  return { shared, instances: (fed?.__INSTANCES__ ?? []).map((/** @type {{ name: string }} */ i) => i.name) };
}
