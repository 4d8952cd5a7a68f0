// The Debian 13 (trixie) layers under every image, built without any registry:
//   quiz-base:<hash>       `debootstrap --variant=minbase trixie` (docs, man pages, locales, apt lists and
//                          caches removed; dpkg told to leave them out of later installs; the user `quiz`,
//                          uid 10001, that the images run as)
//   quiz-<runtime>:<hash>  that base + Debian packages (nodejs, nginx, postgresql, redis-server), installed
//                          with apt-get inside a buildah container, its lists and caches removed in the same step
// Each tag is the hash of what goes in (suite, mirror, package list, the trimming steps): an unchanged
// list reuses the image in podman's storage, and the base's root filesystem is also kept as a tarball in
// the cache dir (QUIZ_IMAGES_CACHE, default ~/.cache/quiz-images, outside the repository) with the .debs
// debootstrap fetched, so a cleaned podman storage rebuilds it in seconds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, seconds } from '../common.mjs';
import { buildah, imageExists, sh } from './podman.mjs';

export const SUITE = 'trixie';
export const MIRROR = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
export const CACHE_DIR = process.env.QUIZ_IMAGES_CACHE || path.join(os.homedir(), '.cache/quiz-images');
/** The uid/gid the images run as (not root; the Kubernetes manifests name the same numbers). */
export const APP_UID = 10001;

/** What every runtime layer adds to the base: Debian package lists, by runtime name. */
export const RUNTIMES = {
  node: ['nodejs'],
  nginx: ['nginx', 'libnginx-mod-http-brotli-static'],
  postgres: ['postgresql'],
  redis: ['redis-server'],
};

/** Files a container never needs (dpkg leaves them out of every later install too). */
const SLIM_PATHS = ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*'];
const TRIM = [
  'rm -rf /var/lib/apt/lists/* /var/cache/apt/* /var/cache/debconf/*-old /var/log/apt /var/log/dpkg.log',
  ...SLIM_PATHS.map((p) => `rm -rf ${p}`),
].join(' && ');
const BASE_SETUP = [
  `printf '%s\\n' ${SLIM_PATHS.map((p) => `'path-exclude=${p}'`).join(' ')} > /etc/dpkg/dpkg.cfg.d/01-quiz-slim`,
  `groupadd --gid ${APP_UID} quiz && useradd --uid ${APP_UID} --gid ${APP_UID} --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin quiz`,
  TRIM,
].join(' && ');

const hashOf = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

export const baseTag = () =>
  `localhost/quiz-base:${hashOf({ SUITE, MIRROR, variant: 'minbase', BASE_SETUP, APP_UID })}`;
export const runtimeTag = (name) =>
  `localhost/quiz-${name}-runtime:${hashOf({ base: baseTag(), packages: RUNTIMES[name], TRIM })}`;

/** debootstrap into a fresh directory, trimmed; resolves with the tarball of the root filesystem. */
function debootstrapTarball(tarball) {
  const work = mkdtempSync(path.join(CACHE_DIR, 'rootfs-'));
  const rootfs = path.join(work, 'rootfs');
  const debs = path.join(CACHE_DIR, 'debs');
  mkdirSync(debs, { recursive: true });
  try {
    sh('debootstrap', ['--variant=minbase', `--cache-dir=${debs}`, SUITE, rootfs, MIRROR], {
      env: { PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
    });
    sh('chroot', [rootfs, '/bin/sh', '-c', BASE_SETUP], {
      env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' },
    });
    sh('tar', ['-C', rootfs, '--numeric-owner', '-cf', `${tarball}.tmp`, '.']);
    renameSync(`${tarball}.tmp`, tarball);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The base image (debootstrap only when neither the image nor its tarball exists). */
export function ensureBase() {
  const tag = baseTag();
  if (imageExists(tag)) return { tag, built: false, ms: 0 };
  const started = Date.now();
  mkdirSync(CACHE_DIR, { recursive: true });
  const tarball = path.join(CACHE_DIR, `${tag.split(':')[1]}.rootfs.tar`);
  if (!existsSync(tarball)) {
    log(`debootstrap ${SUITE} (minbase) into the cache ${CACHE_DIR}…`);
    debootstrapTarball(tarball);
  }
  const ctr = buildah(['from', 'scratch']);
  try {
    buildah(['add', ctr, tarball, '/']);
    buildah(['config', '--env', 'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', ctr]);
    buildah(['config', '--env', 'LANG=C.UTF-8', '--cmd', '/bin/sh', ctr]);
    buildah(['commit', '--quiet', '--rm', ctr, tag]);
  } catch (error) {
    buildah(['rm', ctr], { allowFail: true });
    throw error;
  }
  log(`${tag} in ${seconds(Date.now() - started)}`);
  return { tag, built: true, ms: Date.now() - started };
}

/** The runtime layer `name` on the base (apt-get inside a buildah container on the host's network). */
export function ensureRuntime(name) {
  const tag = runtimeTag(name);
  if (imageExists(tag)) return { tag, built: false, ms: 0 };
  const started = Date.now();
  const ctr = buildah(['from', '--pull-never', baseTag()]);
  try {
    const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${RUNTIMES[name].join(' ')} >/dev/null && ${TRIM}`;
    buildah(['run', '--network', 'host', ctr, '--', '/bin/sh', '-c', install]);
    buildah(['commit', '--quiet', '--rm', ctr, tag]);
  } catch (error) {
    buildah(['rm', ctr], { allowFail: true });
    throw error;
  }
  log(`${tag} (${RUNTIMES[name].join(', ')}) in ${seconds(Date.now() - started)}`);
  return { tag, built: true, ms: Date.now() - started };
}
