// The single-VM smoke of the deploy phase: deploy/compose.yaml with podman-compose (Debian's package,
// installed with apt-get when missing, with the dnsname CNI plugin through which the containers find
// each other by service name) as its own project on a free loopback port: the migrate step exits 0,
// quiz-web serves the home page server-rendered and the API from both replicas; then `down -v` removes
// the containers, the network and the volumes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { call } from './cluster-kit.mjs';
import { commandExists, dim, freePort, green, log, ROOT, red, seconds } from './common.mjs';
import { containerEnv, podman } from './images/podman.mjs';

const COMPOSE_FILE = path.join(ROOT, 'deploy/compose.yaml');
const DNSNAME = '/usr/lib/cni/dnsname';

/** podman-compose and the dnsname plugin, installed with apt-get when missing; true when both are there. */
export function ensureCompose() {
  if (commandExists('podman-compose') && existsSync(DNSNAME)) return true;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-E'];
  const apt = (args) =>
    spawnSync(
      [...asRoot, 'apt-get'][0],
      [...asRoot.slice(1), ...(asRoot.length ? ['apt-get'] : []), ...args],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
  apt(['update', '-qq']);
  apt([
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    'podman-compose',
    'golang-github-containernetworking-plugin-dnsname',
  ]);
  return commandExists('podman-compose') && existsSync(DNSNAME);
}

function compose(project, env, args) {
  const result = spawnSync('podman-compose', ['-p', project, '-f', COMPOSE_FILE, ...args], {
    encoding: 'utf8',
    env: containerEnv(env),
  });
  if (result.status !== 0) throw new Error(`podman-compose ${args.join(' ')}: ${result.stderr.slice(-1500)}`);
}

async function until(ms, fn, what) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await fn().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what}: not within ${seconds(ms)}`);
}

/** The compose part of the deploy phase: `{ passed, failed, failures }`. */
export async function composeSmoke({ tag, figures }) {
  if (!ensureCompose()) {
    log(red('✗ compose: podman-compose or the dnsname CNI plugin could not be installed'));
    return {
      passed: 0,
      failed: 1,
      failures: [
        { test: 'compose', message: 'podman-compose or the dnsname CNI plugin could not be installed' },
      ],
    };
  }
  const port = await freePort();
  const project = `quiz-smoke-${port}`;
  const base = `http://127.0.0.1:${port}`;
  const env = {
    POSTGRES_PASSWORD: 'smoke-only',
    QUIZ_WEB_PORT: String(port),
    QUIZ_SERVER_IMAGE: `localhost/quiz-server:${tag}`,
    QUIZ_WEB_IMAGE: `localhost/quiz-web:${tag}`,
    PUBLIC_ORIGIN: base,
    NODE_ENV: 'development',
    CODE_CHANNEL: 'other',
    SEED_DEMO: '1',
  };
  const checks = [];
  const t0 = Date.now();
  try {
    compose(project, env, ['up', '-d']);
    await until(
      180_000,
      async () => (await call(base, 'GET', '/api/ready')).status === 200,
      'quiz-web → /api/ready',
    );
    figures.composeUpMs = Date.now() - t0;
    const migrate = podman(['inspect', '--format', '{{.State.ExitCode}}', `${project}_migrate_1`]);
    checks.push(['the migrate step exited 0', migrate === '0', `exit ${migrate}`]);
    const replicas = new Set();
    await until(
      30_000,
      async () => {
        // /api/ready names the replica to anyone (/api/health only to this machine's clients)
        replicas.add((await call(base, 'GET', '/api/ready')).body?.replica);
        return replicas.has('server1') && replicas.has('server2');
      },
      'both replicas behind quiz-web',
    ).catch(() => {});
    checks.push([
      'both server replicas answer behind quiz-web',
      replicas.has('server1') && replicas.has('server2'),
      [...replicas].join(', '),
    ]);
    let html = '';
    await until(
      30_000,
      async () => {
        html = String((await call(base, 'GET', '/')).body);
        return /<div id="?root"?>\s*<[a-z]/i.test(html);
      },
      'the home page',
    ).catch(() => {});
    checks.push([
      'the home page is server-rendered',
      /<div id="?root"?>\s*<[a-z]/i.test(html),
      `${html.length} bytes`,
    ]);
  } catch (error) {
    checks.push(['compose up', false, error instanceof Error ? error.message : String(error)]);
  } finally {
    compose(project, env, ['down', '-v', '-t', '20']);
    podman(['network', 'rm', '--force', `${project}_default`], { allowFail: true }); // podman-compose 1.0.3 leaves it
  }
  const failures = [];
  for (const [name, ok, note] of checks) {
    if (!ok) failures.push({ test: `compose: ${name}`, message: note });
    log(`${ok ? green('✓') : red('✗')} compose: ${name}${dim(` (${note})`)}`);
  }
  return { passed: checks.length - failures.length, failed: failures.length, failures };
}
