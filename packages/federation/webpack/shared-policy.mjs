// @ts-check
/** The sharing policy of every build (packages/federation/README.md "Sharing policy"). */
import path from 'node:path';
import { readRepoJson } from './overlay.mjs';
import { installedVersion, repoRoot } from './paths.mjs';

/** Version of a workspace package from its package.json (or the build overlay's). */
/** @param {string} folder */
export function workspaceVersion(folder) {
  return readRepoJson(path.join(repoRoot, 'packages', folder, 'package.json')).version;
}

/**
 * The semver range a build requires of a versioned shared package built at `version`: that version or
 * any newer one of the same major (`>=0.2.0 <1.0.0`, `>=1.4.0 <2.0.0`). Adding a call or a component
 * bumps the minor; changing or removing one bumps the major.
 * @param {string} version
 */
export function compatibleRange(version) {
  const major = Number(version.split('.')[0]);
  return `>=${version} <${Number.isFinite(major) ? major + 1 : 1}.0.0`;
}

/**
 * The stateless workspace packages: import name → folder under packages/ → how they are shared.
 * - 'bundle': each build bundles (and tree-shakes) what it uses — small packages; a shared module ships
 *   whole, so bundling them is lighter on every page measured (README, "Sharing policy").
 * - 'versioned': shared by version — the heavy, lazily loaded ones (zod, libphonenumber), so a page
 *   with several forms loads them once while versions agree.
 */
export const STATELESS_WORKSPACE_PACKAGES = /** @type {const} */ ([
  ['@quiz/api', 'api', 'bundle'],
  ['@quiz/domain', 'domain', 'bundle'],
  ['@quiz/ui', 'ui', 'bundle'],
  ['@quiz/routes', 'routes', 'bundle'],
  // phone formatting + completeness (libphonenumber): a separate entry for the login flow and forms
  ['@quiz/domain/phone', 'domain', 'versioned'],
  ['@quiz/ui/phone-input', 'ui', 'versioned'],
  ['@quiz/contract', 'contract', 'versioned'],
]);

/**
 * Shared by the host but not eagerly: an eager share is bundled into the host's entry whether or not
 * `/` uses it. These are provided as lazy chunks of the host and fetched only when something imports
 * them: the contract (zod; browser code imports only its types), and the phone entries (libphonenumber)
 * that only the login flow and forms use.
 */
const HOST_LAZY_SHARED = new Set([
  '@quiz/contract',
  '@quiz/domain/phone',
  '@quiz/ui/phone-input',
  // the query cache: the remotes' screens use it, the shell's first paint does not
  '@tanstack/react-query',
  // axios: the shell calls through it on its first request only (shell/src/api.ts), which a
  // server-rendered page's first paint never makes; a remote that imports it loads the host's chunk
  'axios',
]);

/** @typedef {import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig} SharedConfig */

/**
 * The singletons (name → version), for what must have ONE identity on a page: react, react-dom,
 * emotion's runtime and cache, single-spa(-react), axios, TanStack Query, and @quiz/bus (the bus and the session; the
 * api client instance is kept on the bus's side of the page too, see packages/api/src/page-client.ts). rxjs is
 * not shared by itself: the bus bundles the part of it the site uses and re-exports it, so the one copy
 * of rxjs on a page is the bus's.
 * @param {boolean} dev also the jsx-dev-runtime subpaths (development builds only)
 * @returns {Record<string, string>}
 */
function singletonVersions(dev) {
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  const emotion = installedVersion('@emotion/react');
  return {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
    '@emotion/react': emotion,
    // subpath without its own package.json version: must be given explicitly (TOOLCHAIN.md)
    '@emotion/react/jsx-runtime': emotion,
    '@emotion/cache': installedVersion('@emotion/cache'),
    axios: installedVersion('axios'),
    // one query cache context per page: every remote's QueryClientProvider and useQuery are one copy's
    '@tanstack/react-query': installedVersion('@tanstack/react-query'),
    'single-spa': installedVersion('single-spa'),
    'single-spa-react': installedVersion('single-spa-react'),
    'single-spa-react/parcel': installedVersion('single-spa-react'),
    '@quiz/bus': workspaceVersion('bus'),
    ...(dev ? { 'react/jsx-dev-runtime': react, '@emotion/react/jsx-dev-runtime': emotion } : {}),
  };
}

/**
 * The share scope of a build: the singletons (`requiredVersion: ^<installed>`), then the stateless
 * workspace packages: 'versioned' ones require `compatibleRange(<the version built with>)`; with
 * `loaded-first` a remote takes the loaded (shell's) copy when it satisfies that range, else it loads its
 * own copy. So a remote never runs on code older than it was built against, and costs nothing extra
 * while versions agree. `eager` only in the host.
 * @param {boolean} eager
 * @param {boolean} [dev] also share the jsx-dev-runtime subpaths (development builds only)
 * @returns {Record<string, SharedConfig>}
 */
export function sharedModules(eager, dev = false) {
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const [name, version] of Object.entries(singletonVersions(dev))) {
    shared[name] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      eager: eager && !HOST_LAZY_SHARED.has(name),
      strictVersion: false,
    };
  }
  // QUIZ_SHARE_POLICY (measurements, see the README): unset = each package as STATELESS_WORKSPACE_PACKAGES
  // says; 'versioned' / 'bundle' = all of them that way; 'singleton' = the former policy.
  const policy = process.env.QUIZ_SHARE_POLICY;
  for (const [name, folder, how] of STATELESS_WORKSPACE_PACKAGES) {
    const version = workspaceVersion(folder);
    const mode = policy === 'versioned' || policy === 'bundle' || policy === 'singleton' ? policy : how;
    if (mode === 'bundle') continue;
    shared[name] = {
      singleton: mode === 'singleton',
      requiredVersion: mode === 'singleton' ? `^${version}` : compatibleRange(version),
      version,
      eager: eager && !HOST_LAZY_SHARED.has(name),
      strictVersion: false,
    };
  }
  return shared;
}
