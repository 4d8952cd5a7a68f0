// The `deploy` phase of `npm test`: builds the images (`pnpm images`, the base layers cached), runs the
// development overlay of deploy/kubernetes with `podman kube play` (lib/deploy-podman.mjs: one pod per
// replica on the host's network, free loopback ports) and checks through quiz-web what a deployment
// promises; then the same smoke through deploy/compose.yaml (lib/deploy-compose.mjs). Removes every pod,
// container and directory it made. Each check prints ✓ or ✗; returns `{ passed, failed, figures }`.
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildImages } from '../images.mjs';
import { call, login, sleep, steadyLoad } from './cluster-kit.mjs';
import { dim, freePortBlock, green, log, ROOT, red, run, seconds, waitForHttp } from './common.mjs';
import {
  devOverlay,
  podLog,
  podsOf,
  removeAll,
  removePod,
  setUpstreams,
  waitExit,
} from './deploy-podman.mjs';
import { podman } from './images/podman.mjs';

/** A page's HTML has the screen's content in #root (a client-rendered page has an empty root). */
export const serverRendered = (html) => /<div id="?root"?>\s*<[a-z]/i.test(String(html));

/** Waits until `fn()` is truthy (checked every 250 ms), or throws after `ms`. */
export async function until(ms, fn, what) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await fn().catch(() => false)) return Date.now() - t0;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${seconds(ms)}`);
}

const ready = async (port) =>
  (await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2000) })).status === 200;

/** Starts server pod `name` on the free slot; resolves once its /api/ready answers 200. */
async function startServer(ctx, replica, image) {
  const name = ctx.overlay.name(replica);
  const taken = [...Object.values(ctx.servers), ...ctx.starting];
  const port = ctx.ports.servers.find((p) => !taken.includes(p));
  ctx.starting.push(port);
  ctx.pods.server(name, port, image);
  await until(120_000, () => ready(port), `${name} ready`).catch((error) => {
    throw new Error(`${error.message}\n${podLog(name, 'server')}`);
  });
  ctx.servers[name] = port;
  ctx.starting.splice(ctx.starting.indexOf(port), 1);
  return port;
}

/** One server pod replaced by another of `image`, as a Deployment rolls (maxSurge 1, maxUnavailable 0). */
async function rollOne(ctx, old, next, image) {
  await startServer(ctx, next, image);
  setUpstreams(ctx.overlay, Object.values(ctx.servers)); // the new pod is ready: an endpoint
  const rest = Object.entries(ctx.servers).filter(([name]) => name !== old);
  setUpstreams(
    ctx.overlay,
    rest.map(([, port]) => port),
  ); // the old one leaves the endpoints (its preStop wait)…
  await sleep(1000);
  removePod(old, { graceSeconds: 20 }); // …then SIGTERM: it drains and exits
  delete ctx.servers[old];
}

/** What an image holds that it must not: a root user, a compiler, package caches, dev dependencies. */
function imageProblems(image) {
  const probe = [
    'id -u',
    'for c in gcc cc g++ make npm pnpm tsc; do command -v $c; done',
    'ls /var/lib/apt/lists /var/cache/apt/archives 2>/dev/null | grep -v -e "^/" -e "^$" -e "^partial$" -e "^lock$" -e "^auxfiles$"',
    'ls /app/packages/server/node_modules/.pnpm 2>/dev/null | grep -E "^(typescript@|jest@|tsx@|@types\\+|@biomejs\\+|webpack@)"',
  ].join('; echo ---; ');
  const out = podman(['run', '--rm', '--entrypoint', '/bin/sh', image, '-c', `${probe}; true`]);
  const [uid, tools, caches, dev] = out.split('---').map((part) => part.trim());
  return [
    uid === '0' && 'runs as root',
    tools && `has ${tools.replace(/\n/g, ', ')}`,
    caches && `apt caches: ${caches.replace(/\n/g, ', ')}`,
    dev && `dev dependencies: ${dev.replace(/\n/g, ', ')}`,
  ].filter(Boolean);
}

const CHECKS = [
  {
    name: 'the images run as a non-root user, with no compiler, package caches or dev dependencies',
    async run({ tag }) {
      const problems = ['server', 'web'].flatMap((name) =>
        imageProblems(`localhost/quiz-${name}:${tag}`).map((p) => `quiz-${name}: ${p}`),
      );
      if (problems.length) throw new Error(problems.join('; '));
      return 'quiz-server and quiz-web: uid 10001, no gcc/make/npm, no apt lists, no dev packages';
    },
  },
  {
    name: 'quiz-web serves the home page server-rendered, the builds precompressed',
    async run({ base }) {
      let home = null;
      await until(
        60_000,
        async () => {
          home = await call(base, 'GET', '/');
          return home.status === 200 && serverRendered(home.body);
        },
        'GET / server-rendered',
      ).catch(() => {
        throw new Error(`GET / ${home?.status}: ${String(home?.body).slice(0, 300)}`);
      });
      // a script of the page (the image's build, whatever the working tree's is now)
      // the boot script's data-main, a src or a preload: a content-hashed file at the site's root
      const chunk = /["'=]\/([\w.-]+\.[0-9a-f]{8,}\.js)["'\s>]/.exec(String(home.body))?.[1];
      if (!chunk)
        throw new Error(`the home page names no hashed script: ${String(home.body).slice(0, 1500)}`);
      const js = await fetch(`${base}/${chunk}`, { headers: { 'accept-encoding': 'br' } });
      if (js.headers.get('content-encoding') !== 'br')
        throw new Error(`${chunk}: ${js.headers.get('content-encoding')}`);
      return `${String(home.body).length} bytes of HTML, ${chunk} brotli`;
    },
  },
  {
    name: 'a login through the dev outbox, then a team registered',
    async run({ base }) {
      const token = await login(base, `7999${String(Date.now()).slice(-7)}`, { name: 'Игрок Образа' });
      const team = await call(base, 'POST', '/api/team/', {
        token,
        body: { title: `Образы ${Date.now() % 100000}` },
      });
      if (team.status !== 201)
        throw new Error(`POST /api/team/ ${team.status}: ${JSON.stringify(team.body)}`);
      return `team ${team.body.id} «${team.body.title}»`;
    },
  },
  {
    name: '/api/ready answers 200 on each server pod',
    async run({ servers }) {
      const names = [];
      for (const [name, port] of Object.entries(servers)) {
        const res = await call(`http://127.0.0.1:${port}`, 'GET', '/api/ready');
        if (res.status !== 200 || res.body.replica !== name)
          throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
        names.push(name);
      }
      return names.join(', ');
    },
  },
  {
    name: 'a rolling update to a new server image tag under a steady load: 0 failed requests',
    async run(ctx) {
      const image = `localhost/quiz-server:${ctx.tag}-rolled`;
      podman(['tag', `localhost/quiz-server:${ctx.tag}`, image]);
      ctx.extraTags.push(image);
      const load = steadyLoad(ctx.base, { workers: 8, tag: `roll${Date.now()}` });
      const t0 = Date.now();
      const olds = Object.keys(ctx.servers);
      for (const [i, old] of olds.entries()) await rollOne(ctx, old, `server-v2-${i}`, image);
      // what the resource requests and limits are measured from: memory and CPU under the steady load
      ctx.figures.serverUnderLoad = Object.keys(ctx.servers).map((pod) =>
        podman(['stats', '--no-stream', '--format', '{{.MemUsage}} {{.CPUPerc}}', `${pod}-server`], {
          allowFail: true,
        }),
      );
      const stats = await load.stop();
      ctx.figures.rolling = {
        ms: Date.now() - t0,
        requests: stats.requests,
        failed: stats.failed.length,
        resent: stats.resent,
      };
      if (stats.failed.length)
        throw new Error(`${stats.failed.length} failed: ${JSON.stringify(stats.failed.slice(0, 3))}`);
      const running = Object.keys(ctx.servers).map((pod) =>
        podman(['inspect', '--format', '{{.ImageName}}', `${pod}-server`]),
      );
      if (!running.every((ref) => ref === image)) throw new Error(`running: ${running.join(', ')}`);
      return `${stats.requests} requests in ${seconds(Date.now() - t0)}, 0 failed, every server pod on ${image}`;
    },
  },
  {
    name: 'a killed server pod: reads keep succeeding, only writes in flight may fail',
    async run(ctx) {
      const load = steadyLoad(ctx.base, { workers: 8, tag: `kill${Date.now()}` });
      await sleep(1000);
      const [victim] = Object.keys(ctx.servers);
      removePod(victim, { kill: true });
      delete ctx.servers[victim];
      await sleep(3000);
      const stats = await load.stop();
      const reads = stats.failed.filter((f) => f.method === 'GET');
      const writes = stats.failed.filter((f) => f.method === 'POST');
      ctx.figures.kill = { requests: stats.requests, failedReads: reads.length, failedWrites: writes.length };
      if (reads.length) throw new Error(`${reads.length} reads failed: ${JSON.stringify(reads.slice(0, 3))}`);
      if (writes.length > 8) throw new Error(`${writes.length} writes failed (more than the 8 in flight)`);
      // the Deployment's controller would start a replacement: so does the test
      await startServer(ctx, 'server-v2-replaced', `localhost/quiz-server:${ctx.tag}-rolled`);
      setUpstreams(ctx.overlay, Object.values(ctx.servers));
      return `${stats.requests} requests, 0 failed reads, ${writes.length} failed writes`;
    },
  },
  {
    name: "`pnpm release` of one remote against the deployment's registry: /remotes.json and the HTML change, no restart",
    async run(ctx) {
      const remote = 'mf-events';
      const dist = path.join(ROOT, remote, 'dist');
      const from = readdirSync(dist).find((v) => existsSync(path.join(dist, v, 'mf-manifest.json')));
      const version = `${from}-deploy${Date.now()}`;
      // the remote team's upload: the version folder into the volume web and server pods share…
      cpSync(path.join(dist, from), path.join(ctx.overlay.dir, 'remotes', remote, version), {
        recursive: true,
      });
      // …and its registration (release.mjs reads the folder from the build it registers)
      cpSync(path.join(dist, from), path.join(dist, version), { recursive: true });
      ctx.copied.push(path.join(dist, version));
      const code = await run(
        process.execPath,
        ['packages/scripts/release.mjs', remote, '--no-build', '--version', version],
        {
          quiet: true,
          env: { ...process.env, DATABASE_URL: ctx.overlay.env.DATABASE_URL },
        },
      );
      if (code !== 0) throw new Error('release.mjs failed');
      const t0 = Date.now();
      await until(
        30_000,
        async () => (await call(ctx.base, 'GET', '/remotes.json')).body?.mf_events?.version === version,
        '/remotes.json',
      );
      await until(
        30_000,
        async () => {
          const home = await call(ctx.base, 'GET', '/');
          return serverRendered(home.body) && String(home.body).includes(`"version":"${version}"`);
        },
        'the rendered home page',
      );
      const file = await fetch(`${ctx.base}/mf/mf_events/${version}/mf-manifest.json`);
      if (file.status !== 200) throw new Error(`the new version's manifest through quiz-web: ${file.status}`);
      ctx.figures.releaseMs = Date.now() - t0;
      return `${version} served and rendered ${seconds(Date.now() - t0)} after the release`;
    },
  },
];

/** Plays the overlay: PostgreSQL, Redis, the migrate Job, two server pods, the web pod. */
async function bringUp(ctx) {
  const { pods, ports } = ctx;
  pods.postgres();
  pods.redis();
  await until(
    60_000,
    async () => (await import('./common.mjs')).tcpAnswers('127.0.0.1', ports.postgres),
    'PostgreSQL',
  );
  await sleep(500);
  pods.migrate();
  const migrate = ctx.overlay.name('migrate');
  const code = waitExit(migrate, 'migrate');
  if (code !== 0) throw new Error(`the migrate Job exited ${code}:\n${podLog(migrate, 'migrate')}`);
  await Promise.all([startServer(ctx, 'server-0'), startServer(ctx, 'server-1')]);
  pods.web();
  await waitForHttp(`${ctx.base}/api/ready`, { timeoutMs: 30_000 });
}

/** The Kubernetes part: resolves with the passed/failed counts. */
export async function kubernetesSmoke({ tag, figures }) {
  const first = await freePortBlock(6);
  const ports = {
    web: first,
    postgres: first + 1,
    redis: first + 2,
    servers: [first + 3, first + 4, first + 5],
  };
  const overlay = devOverlay(ports);
  const ctx = {
    overlay,
    ports,
    pods: podsOf(overlay),
    servers: {},
    base: `http://127.0.0.1:${ports.web}`,
    tag,
    figures,
    copied: [],
    extraTags: [],
    starting: [],
  };
  let passed = 0;
  const failures = [];
  try {
    const t0 = Date.now();
    await bringUp(ctx);
    figures.kubeUpMs = Date.now() - t0;
    log(dim(`dev overlay up in ${seconds(Date.now() - t0)} on ${ctx.base}`));
    for (const check of CHECKS) {
      try {
        const note = await check.run(ctx);
        passed += 1;
        log(`${green('✓')} kube: ${check.name}${note ? dim(` (${note})`) : ''}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push({ test: `kube: ${check.name}`, message });
        log(`${red('✗')} kube: ${check.name}: ${message}`);
      }
    }
  } finally {
    removeAll(overlay);
    for (const dir of ctx.copied) rmSync(dir, { recursive: true, force: true });
    for (const image of ctx.extraTags) podman(['untag', image, image], { allowFail: true });
  }
  return { passed, failed: failures.length, failures };
}

/** The phase: images, then the Kubernetes overlay, then compose. */
export async function deployPhase() {
  const figures = {};
  const t0 = Date.now();
  const rows = await buildImages({ appBuild: false });
  figures.imagesMs = Date.now() - t0;
  figures.sizesMB = Object.fromEntries(rows.map((r) => [r.name, Math.round(r.size / 1e6)]));
  const tag = rows.find((r) => r.name === 'server').tags[0].split(':')[1];
  const kube = await kubernetesSmoke({ tag, figures });
  const { composeSmoke } = await import('./deploy-compose.mjs');
  const compose = await composeSmoke({ tag, figures });
  return {
    passed: kube.passed + compose.passed,
    failed: kube.failed + compose.failed + (rows.length < 4 ? 1 : 0),
    figures,
    failures: [
      ...(rows.length < 4 ? [{ test: 'images', message: `${rows.length} of 4 images built` }] : []),
      ...kube.failures,
      ...compose.failures,
    ],
  };
}
