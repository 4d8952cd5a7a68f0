// The four images on their runtime layers (lib/images/base.mjs), each one application layer:
//   quiz-server:<commit>  Debian nodejs + the compiled server (lib/images/stage.mjs); user quiz
//   quiz-web:<commit>     Debian nginx + the shell and every remote version folder, precompressed; user quiz
//   quiz-postgres:dev, quiz-redis:dev  Debian's PostgreSQL and Redis for the development overlay only
// Tagged <commit> (12 hex digits of HEAD) and `latest`, with the OCI annotations and labels
// org.opencontainers.image.{source,revision,version,created,title}.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../common.mjs';
import { APP_UID, ensureBase, ensureRuntime, runtimeTag } from './base.mjs';
import { buildah } from './podman.mjs';
import { FROM_TREE, stageServer, stageWeb } from './stage.mjs';

const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || '';

/** What the images are labelled and tagged with. */
export function imageMeta() {
  const revision = git(['rev-parse', 'HEAD']) || 'unknown';
  return {
    revision,
    // built from the working tree: not the commit's image, and named so
    tag: process.env.QUIZ_IMAGE_TAG || `${revision.slice(0, 12)}${FROM_TREE ? '-tree' : ''}`,
    version: JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version,
    source: process.env.QUIZ_IMAGE_SOURCE || git(['config', '--get', 'remote.origin.url']) || 'quiz-platform',
  };
}

/** How each image is made: its runtime, its files, its user, its command. */
const SPECS = {
  server: {
    runtime: 'node',
    stage: stageServer,
    writable: ['/srv/remotes', '/app/data'],
    user: `${APP_UID}:${APP_UID}`,
    workdir: '/app/packages/server',
    env: ['NODE_ENV=production', 'HOST=0.0.0.0', 'PORT=8080'],
    entrypoint: ['/usr/local/bin/quiz-start'],
    cmd: ['node', '/app/packages/server/dist/server.js'],
    port: '8080',
  },
  web: {
    runtime: 'nginx',
    stage: stageWeb,
    writable: ['/srv/remotes'],
    user: `${APP_UID}:${APP_UID}`,
    workdir: '/srv/quiz',
    env: [],
    entrypoint: ['/usr/local/bin/quiz-start'],
    cmd: ['/usr/local/bin/quiz-web-start'],
    port: '8080',
  },
  postgres: {
    runtime: 'postgres',
    files: { 'deploy/images/postgres-start.sh': '/usr/local/bin/quiz-postgres-start' },
    writable: ['/var/lib/postgresql/data'],
    owner: 'postgres:postgres',
    user: 'postgres',
    workdir: '/var/lib/postgresql',
    env: ['PGDATA=/var/lib/postgresql/data/pgdata'],
    entrypoint: ['/usr/local/bin/quiz-postgres-start'],
    cmd: [],
    port: '5432',
    dev: true,
  },
  redis: {
    runtime: 'redis',
    files: {},
    writable: [],
    user: 'redis',
    workdir: '/tmp',
    env: [],
    entrypoint: ['redis-server'],
    cmd: ['--bind', '0.0.0.0', '--protected-mode', 'no', '--save', '', '--appendonly', 'no'],
    port: '6379',
    dev: true,
  },
};
export const IMAGE_NAMES = Object.keys(SPECS);

/** Copies the spec's files into a staging root (the image's `/`). */
async function stageFiles(spec, root) {
  if (spec.stage) return spec.stage(root);
  for (const [from, to] of Object.entries(spec.files)) {
    mkdirSync(path.join(root, path.dirname(to)), { recursive: true });
    cpSync(path.join(ROOT, from), path.join(root, to));
    chmodSync(path.join(root, to), 0o755);
  }
}

function configure(ctr, name, spec, meta) {
  const created = new Date().toISOString();
  const marks = {
    'org.opencontainers.image.title': `quiz-${name}`,
    'org.opencontainers.image.source': meta.source,
    'org.opencontainers.image.revision': meta.revision,
    'org.opencontainers.image.version': meta.version,
    'org.opencontainers.image.created': created,
  };
  const args = ['config'];
  for (const [key, value] of Object.entries(marks))
    args.push('--annotation', `${key}=${value}`, '--label', `${key}=${value}`);
  for (const env of spec.env) args.push('--env', env);
  args.push('--user', spec.user, '--workingdir', spec.workdir, '--port', spec.port);
  args.push(
    '--entrypoint',
    JSON.stringify(spec.entrypoint),
    '--cmd',
    spec.cmd.length ? JSON.stringify(spec.cmd) : '',
  );
  buildah([...args, ctr]);
}

/** Builds quiz-<name>; resolves with its tags. */
export async function buildImage(name, meta = imageMeta()) {
  const spec = SPECS[name];
  ensureBase();
  ensureRuntime(spec.runtime);
  const staging = mkdtempSync(path.join(os.tmpdir(), `quiz-image-${name}-`));
  const ctr = buildah(['from', '--pull-never', runtimeTag(spec.runtime)]);
  try {
    await stageFiles(spec, staging);
    buildah(['copy', '--quiet', ctr, staging, '/']);
    if (spec.writable.length)
      buildah([
        'run',
        ctr,
        '--',
        '/bin/sh',
        '-c',
        `mkdir -p ${spec.writable.join(' ')} && chown ${spec.owner ?? `${APP_UID}:${APP_UID}`} ${spec.writable.join(' ')}`,
      ]);
    configure(ctr, name, spec, meta);
    const tags = spec.dev
      ? [`localhost/quiz-${name}:dev`]
      : [`localhost/quiz-${name}:${meta.tag}`, `localhost/quiz-${name}:latest`];
    buildah(['commit', '--quiet', '--rm', ctr, tags[0]]);
    for (const tag of tags.slice(1)) buildah(['tag', tags[0], tag]);
    return tags;
  } catch (error) {
    buildah(['rm', ctr], { allowFail: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
