// podman and buildah with the project's own settings (deploy/podman/containers.conf through CONTAINERS_CONF:
// the runc runtime, no default ulimits), and the Debian packages they come from, installed with apt-get
// when missing (as `pnpm cluster` installs nginx).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { commandExists, log, ROOT } from '../common.mjs';

const CONTAINERS_CONF = path.join(ROOT, 'deploy/podman/containers.conf');
/** The Debian packages `pnpm images` and the deploy test need, by the command each one gives. */
const TOOLS = {
  podman: 'podman',
  buildah: 'buildah',
  runc: 'runc',
  debootstrap: 'debootstrap',
  // the init of every pod's infra container (podman builds its pause image from it)
  catatonit: 'catatonit',
};

export const containerEnv = (extra = {}) => ({ ...process.env, CONTAINERS_CONF, ...extra });

/** Whether every tool answers (runc and debootstrap live in /usr/sbin, which a user's PATH may lack). */
export function missingTools() {
  return Object.keys(TOOLS).filter(
    (cmd) => !commandExists(cmd) && !commandExists(`/usr/sbin/${cmd}`) && !commandExists(`/sbin/${cmd}`),
  );
}

/** apt-get install of the missing tools (as root, or through sudo); true when all are there after. */
export function ensureTools() {
  const missing = missingTools();
  if (missing.length === 0) return true;
  log(`installing ${missing.join(', ')} (apt-get)…`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-E'];
  const apt = (args) => {
    const argv = [...asRoot, 'apt-get', ...args];
    return (
      spawnSync(argv[0], argv.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0
    );
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing.map((cmd) => TOOLS[cmd])]);
  return missingTools().length === 0;
}

/**
 * Runs `cmd args` with the project's containers.conf; returns its trimmed stdout. Throws with its
 * stderr on a non-zero exit unless `allowFail` (then null).
 */
export function sh(cmd, args, { allowFail = false, input, inherit = false, env = {}, cwd } = {}) {
  const result = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    input,
    env: containerEnv(env),
    stdio: inherit ? ['ignore', 'inherit', 'inherit'] : ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) return (result.stdout ?? '').trim();
  if (allowFail) return null;
  throw new Error(
    `${cmd} ${args.join(' ')} exited ${result.status}: ${(result.stderr ?? '').trim().slice(-2000)}`,
  );
}

export const buildah = (args, opts) => sh('buildah', args, opts);
export const podman = (args, opts) => sh('podman', args, opts);

export const imageExists = (ref) => podman(['image', 'exists', ref], { allowFail: true }) !== null;

/** The image's size in bytes (podman's own count) and its layers, largest first. */
export function imageFigures(ref) {
  const size = Number(podman(['image', 'inspect', ref, '--format', '{{.Size}}']));
  // newest first; every image here is three layers: the base, the runtime's packages, the files on top
  const history = JSON.parse(podman(['history', '--format', 'json', ref]))
    .filter((h) => h.size > 0)
    .reverse();
  const names = ['base (debootstrap trixie minbase)', 'runtime (Debian packages)', 'application'];
  const layers = history
    .map((h, i) => ({ bytes: h.size, by: names[i] ?? `layer ${i + 1}` }))
    .sort((a, b) => b.bytes - a.bytes);
  return { size, layers };
}

export const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
