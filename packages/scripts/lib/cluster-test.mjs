// The `cluster` phase of `npm test`: brings up `pnpm cluster --replicas 2` (nginx + 2 replicas) on free
// ports, a fresh database `quiz_cluster_test` reached through a TCP relay (so "PostgreSQL down" can be
// played without touching the machine's PostgreSQL) and a private redis-server on a free port (never
// the machine's Redis), and checks what a deployment promises. Each check prints ✓ or ✗; the phase
// returns `{ passed, failed, figures, failures }` (counted like jest tests in the summary line).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alive, readState, rollingRestart, startCluster, startReplica, stopCluster } from '../cluster.mjs';
import {
  call,
  fakeIp,
  login,
  openStream,
  postgresRelay,
  privateRedis,
  sleep,
  sql,
  steadyLoad,
} from './cluster-kit.mjs';
import { dim, freePort, freePortBlock, green, log, ROOT, red, run } from './common.mjs';

const ORGANIZER = '79990000001';
const DATABASE = 'quiz_cluster_test';

/** A Prometheus text exposition: every sample line is `name{labels} value`. */
export function parsesAsPrometheus(text) {
  const sample =
    /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.eE+-]+|NaN|[+-]Inf)( \d+)?$/;
  const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
  const bad = lines.filter((l) => !sample.test(l));
  return { samples: lines.length, bad };
}

/**
 * How long a check waits for a change to cross replicas before it fails. The figure itself (tens of ms on
 * a quiet machine) is reported in the phase's note and by `pnpm bench`, never asserted: a loaded machine
 * can take longer than any tight bound, and a timing that fails would refuse good work.
 */
const ARRIVES_WITHIN_MS = 10_000;

async function seatingChangeReaches(from, to, token, eventId) {
  const stream = await openStream(`${to}/api/event/${eventId}/seating_stream/`, token);
  try {
    await stream.next((t) => t.includes('connected'), 3000);
    const state = await call(from, 'GET', `/api/event/${eventId}/seating/`, { token });
    const team = state.body.teams.find((t) => t.is_in_game) ?? state.body.teams[0];
    const t0 = performance.now();
    const changed = await call(from, 'PATCH', `/api/event/${eventId}/seating/${team.id}/`, {
      token,
      body: { version: team.version, is_in_game: !team.is_in_game },
    });
    if (changed.status !== 200)
      throw new Error(`seat_team ${changed.status} ${JSON.stringify(changed.body)}`);
    const got = await stream.next(
      (t) => t.includes('event: seating') && t.includes(`"event_team_id":${team.id}`),
      ARRIVES_WITHIN_MS,
    );
    return got.at - t0;
  } finally {
    stream.close();
  }
}

/** A live score saved through `from` reaches the public results stream held on `to`: the ms it took. */
async function liveScoreReaches(from, to, token, eventId) {
  const stream = await openStream(`${to}/api/event/${eventId}/results_stream/`, token);
  try {
    await stream.next((t) => t.includes('connected') || t.includes('event: results'), 3000);
    let sheet = await call(from, 'GET', `/api/organizer/events/${eventId}/scores/`, { token });
    if (sheet.status !== 200) throw new Error(`scores ${sheet.status} ${JSON.stringify(sheet.body)}`);
    if (sheet.body.rows.length === 0) {
      const teams = await call(from, 'GET', `/api/event/${eventId}/seating/`, { token });
      const team = teams.body.teams[0];
      await call(from, 'POST', `/api/organizer/events/${eventId}/check_in/${team.id}/`, {
        token,
        body: { arrived: true },
      });
      sheet = await call(from, 'GET', `/api/organizer/events/${eventId}/scores/`, { token });
    }
    const row = sheet.body.rows[0];
    const tour = String(sheet.body.tours[0] ?? 1);
    const score = ((row.tour_scores[tour] ?? 0) + 1.5) % 100;
    stream.messages.length = 0; // only what arrives after the save counts
    const t0 = performance.now();
    const saved = await call(from, 'PUT', `/api/organizer/events/${eventId}/scores/${row.event_team_id}/`, {
      token,
      body: { tour: Number(tour), score, version: row.versions[tour] ?? 0 },
    });
    if (saved.status !== 200) throw new Error(`save score ${saved.status} ${JSON.stringify(saved.body)}`);
    // the stream's rows are the public results: the team and its score of the tour
    const shows = (text) => {
      const data = /^event: results\ndata: (.*)$/m.exec(text)?.[1];
      const rows = data ? JSON.parse(data).rows : [];
      return rows.some((r) => r.team_id === row.team_id && r.tour_score[tour] === score);
    };
    const got = await stream.next(shows, ARRIVES_WITHIN_MS);
    return got.at - t0;
  } finally {
    stream.close();
  }
}

/** Waits until `fn()` is truthy; resolves the ms it took, or rejects after `ms`. */
async function within(ms, fn, what) {
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    if (await fn()) return performance.now() - t0;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

/** The checks, in order: each gets the context clusterPhase makes and returns a note, or throws. */
const CHECKS = [
  {
    name: 'both replicas answer behind nginx; the database was seeded once',
    async run(ctx) {
      const { base, directUrl } = ctx;
      const seen = new Set();
      for (let i = 0; i < 8; i++) seen.add((await call(base, 'GET', '/api/health')).body.replica);
      if (!seen.has('r1') || !seen.has('r2')) throw new Error(`replicas seen: ${[...seen].join(', ')}`);
      const [{ count }] = await sql(directUrl, 'select count(*)::int as count from cities');
      if (count !== 4) throw new Error(`${count} cities: the seed ran more than once`);
      const ready = await call(base, 'GET', '/api/ready');
      if (ready.status !== 200 || !ready.body.ready) throw new Error(`ready ${ready.status}`);
      return `replicas ${[...seen].sort().join(', ')}, 4 cities`;
    },
  },
  {
    name: 'nginx serves the builds itself: hashed files immutable and precompressed, manifests no-cache',
    async run(ctx) {
      const { base } = ctx;
      const chunk = readdirSync(path.join(ROOT, 'shell/dist')).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f));
      const js = await fetch(`${base}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
      const seating = readdirSync(path.join(ROOT, 'mf-seating/dist')).find((v) =>
        existsSync(path.join(ROOT, 'mf-seating/dist', v, 'mf-manifest.json')),
      );
      const manifest = await fetch(`${base}/mf/mf_seating/${seating}/mf-manifest.json`);
      const registry = await fetch(`${base}/remotes.json`);
      const problems = [
        js.headers.get('content-encoding') !== 'gzip' && `${chunk}: ${js.headers.get('content-encoding')}`,
        js.headers.get('cache-control') !== 'public, max-age=31536000, immutable' &&
          `${chunk}: ${js.headers.get('cache-control')}`,
        js.headers.get('x-request-id') === null && `${chunk}: no X-Request-Id`,
        manifest.headers.get('cache-control') !== 'no-cache' &&
          `manifest: ${manifest.headers.get('cache-control')}`,
        manifest.headers.get('access-control-allow-origin') !== '*' && 'manifest: no CORS',
        registry.headers.get('cache-control') !== 'no-cache' &&
          `remotes.json: ${registry.headers.get('cache-control')}`,
      ].filter(Boolean);
      if (problems.length) throw new Error(problems.join('; '));
      return `${chunk} gzip + immutable, mf-manifest.json and /remotes.json no-cache`;
    },
  },
  {
    name: 'a token from a login on one replica works on the other',
    async run(ctx) {
      const { r2, organizer } = ctx;
      const me = await call(r2, 'GET', '/api/user_detail/', { token: organizer });
      if (me.status !== 200 || !String(me.body.phone ?? '').endsWith('0000001'))
        throw new Error(`${me.status}`);
    },
  },
  {
    name: 'a seating change through one replica reaches a stream held on the other',
    async run(ctx) {
      const { r1, r2, organizer, sitting, figures } = ctx;
      const ms = await seatingChangeReaches(r1, r2, organizer, sitting.id);
      figures.seatingMs = Math.round(ms);
      return `${Math.round(ms)} ms`;
    },
  },
  {
    name: 'a live score saved through one replica reaches the results stream held on the other',
    async run(ctx) {
      const { r1, r2, organizer, sitting, figures } = ctx;
      const ms = await liveScoreReaches(r1, r2, organizer, sitting.id);
      figures.liveScoreMs = Math.round(ms);
      return `${Math.round(ms)} ms`;
    },
  },
  {
    name: 'the shared request limit refuses at the same count whichever replica answers',
    async run(ctx) {
      const { r1, r2 } = ctx;
      const ip = '198.51.100.77';
      let accepted = 0;
      let firstRefusal = null;
      for (let i = 1; i <= 130; i++) {
        const res = await call(i % 2 ? r1 : r2, 'POST', '/api/log/', {
          ip,
          body: { from: 'limit-check', logs: {} },
        });
        if (res.status === 200) accepted += 1;
        else if (res.status === 429 && firstRefusal === null) firstRefusal = i;
      }
      if (accepted !== 120 || firstRefusal !== 121)
        throw new Error(`accepted ${accepted}, first refusal at ${firstRefusal} (limit 120 per minute)`);
      return 'request 121 refused, alternating replicas';
    },
  },
  {
    name: 'a reminder job runs exactly once with two replicas polling the queue',
    async run(ctx) {
      const { directUrl } = ctx;
      const [game] = await sql(
        directUrl,
        `select e.id, count(distinct u.id)::int as players from events e
         join event_teams et on et.event_id = e.id join event_players ep on ep.event_team_id = et.id
         join users u on u.id = ep.user_id
         where e.workflow_state in ('published', 'sitting') and u.reminders_enabled = 1 and u.phone is not null
           and e.date > $1
         group by e.id order by e.id limit 1`,
        [new Date(Date.now() + 26 * 3600_000).toISOString()],
      );
      if (!game) throw new Error('no game with players to remind in the seed');
      await sql(directUrl, 'update events set date = $1 where id = $2', [
        new Date(Date.now() + 110 * 60_000).toISOString(),
        game.id,
      ]);
      const count = async () =>
        sql(
          directUrl,
          `select phone, count(*)::int as n from dev_messages where text like $1 group by phone`,
          [`%/event/${game.id}`],
        );
      await within(15_000, async () => (await count()).length >= game.players, 'reminders sent');
      await sleep(3000);
      const rows = await count();
      const doubled = rows.filter((r) => r.n !== 1);
      if (rows.length !== game.players || doubled.length)
        throw new Error(
          `${rows.length} of ${game.players} players reminded; doubled: ${JSON.stringify(doubled)}`,
        );
      return `${game.players} players, one reminder each`;
    },
  },
  {
    name: 'release and rollback reach /remotes.json and the server render of both replicas',
    async run(ctx) {
      const { r1, r2, databaseUrl, figures, copied } = ctx;
      const dist = path.join(ROOT, 'mf-seating/dist');
      const from = readdirSync(dist).find((v) => existsSync(path.join(dist, v, 'mf-manifest.json')));
      if (!from) throw new Error('mf-seating is not built');
      const version = `${from}-cluster${Date.now()}`;
      cpSync(path.join(dist, from), path.join(dist, version), { recursive: true });
      copied.push(path.join(dist, version));
      const registryEverywhere = (v) => async () => {
        for (const replica of [r1, r2])
          if ((await call(replica, 'GET', '/remotes.json')).body?.mf_seating?.version !== v) return false;
        return true;
      };
      const renderEverywhere = (v) => async () => {
        for (const replica of [r1, r2])
          if (!String((await call(replica, 'GET', '/game_results')).body).includes(`"version":"${v}"`))
            return false;
        return true;
      };
      /** ms until both replicas serve `v` in /remotes.json, and until both render with it */
      const switched = async (v) => {
        const t0 = performance.now();
        const registry = await within(ARRIVES_WITHIN_MS, registryEverywhere(v), 'registry');
        await within(ARRIVES_WITHIN_MS, renderEverywhere(v), 'server render');
        return { registry: Math.round(registry), render: Math.round(performance.now() - t0) };
      };
      const release = async (args) => {
        const code = await run(process.execPath, ['packages/scripts/release.mjs', 'mf-seating', ...args], {
          quiet: true,
          env: { ...process.env, DATABASE_URL: databaseUrl },
        });
        if (code !== 0) throw new Error(`release.mjs ${args.join(' ')} failed`);
      };
      await release(['--no-build', '--version', version]);
      const released = await switched(version);
      await release(['--rollback']);
      const rolledBack = await switched(from);
      figures.release = released;
      figures.rollback = rolledBack;
      // the figures (about 1 s on a quiet machine, more when other jobs queue on the cores) are reported,
      // not asserted: `switched` fails only when a replica never follows
      const load = os.loadavg()[0] / os.cpus().length;
      return `release: registry ${released.registry} ms, render ${released.render} ms; rollback: ${rolledBack.registry} ms, ${rolledBack.render} ms at load ${load.toFixed(1)} per core`;
    },
  },
  {
    name: 'a malformed registry row never takes effect',
    async run(ctx) {
      const { r1, r2, directUrl } = ctx;
      await sql(
        directUrl,
        `insert into remote_registry (registry, history, action) values ('{"mf_seating": 42}', '{}', 'by hand')`,
      );
      // the replicas read the registry on their next poll: wait until one reports the bad row
      const degraded = async () => (await call(r2, 'GET', '/api/health')).body?.status === 'degraded';
      const seen = await within(ARRIVES_WITHIN_MS, degraded, 'health reporting the bad registry').catch(
        () => null,
      );
      const registry = await call(r1, 'GET', '/remotes.json');
      await sql(directUrl, `delete from remote_registry where action = 'by hand'`);
      if (typeof registry.body?.mf_seating?.entry !== 'string') throw new Error('the bad registry is served');
      if (seen === null) throw new Error('health does not report it');
    },
  },
  {
    name: 'rolling restart under a steady mixed load: 0 failed requests, 0 lost acknowledged writes',
    async run(ctx) {
      const { base, runDir, directUrl, figures } = ctx;
      const load = steadyLoad(base, { workers: 12, tag: `restart${Date.now()}` });
      await sleep(1500);
      await rollingRestart(runDir);
      await sleep(1500);
      const stats = await load.stop();
      const acknowledged = new Set(stats.acknowledged);
      const stored = await sql(
        directUrl,
        'select from_url, count(*)::int as n from logs where from_url = any($1) group by from_url',
        [[...acknowledged]],
      );
      const lost = acknowledged.size - stored.length;
      const doubled = stored.filter((r) => r.n > 1).length;
      figures.restart = {
        requests: stats.requests,
        failed: stats.failed.length,
        resent: stats.resent,
        resentBy: stats.resentBy,
        writes: acknowledged.size,
        lost,
        doubled,
      };
      if (stats.failed.length || lost || doubled)
        throw new Error(
          `${stats.failed.length} failed (${JSON.stringify(stats.failed.slice(0, 3))}), ${lost} lost writes, ${doubled} doubled`,
        );
      return `${stats.requests} requests (${stats.resent} resent on a connection nginx closed at its reload: ${JSON.stringify(stats.resentBy)}), ${acknowledged.size} writes acknowledged and stored once`;
    },
  },
  {
    name: 'Redis stopped: the site keeps serving; back: streams carry notices again',
    async run(ctx) {
      const { base, r1, r2, organizer, sitting, redis } = ctx;
      await redis.stop();
      const slow = [];
      for (const url of ['/api/landing_feed', '/', '/api/health', '/remotes.json']) {
        const res = await call(base, 'GET', url, { ip: fakeIp() });
        if (res.status >= 500 || res.ms > 3000) slow.push(`${url} ${res.status} ${Math.round(res.ms)} ms`);
      }
      const write = await call(base, 'POST', '/api/log/', {
        ip: fakeIp(),
        body: { from: 'redis-down', logs: {} },
      });
      if (write.status !== 200) slow.push(`POST /api/log/ ${write.status}`);
      const ready = await call(r1, 'GET', '/api/ready');
      await redis.start();
      if (slow.length) throw new Error(slow.join('; '));
      if (ready.status !== 503 || ready.body.checks.redis !== false)
        throw new Error('/api/ready did not report Redis');
      await within(10_000, async () => (await call(r1, 'GET', '/api/ready')).status === 200, 'ready again');
      await within(10_000, async () => (await call(r2, 'GET', '/api/ready')).status === 200, 'ready again');
      // the hubs reconnect and resubscribe within a second or two: a notice crosses replicas again
      const back = performance.now();
      let ms = null;
      while (ms === null && performance.now() - back < 10_000)
        ms = await seatingChangeReaches(r2, r1, organizer, sitting.id).catch(() => null);
      if (ms === null) throw new Error('no notice crossed replicas within 10 s of Redis returning');
      return `served while down; notices cross replicas again ${Math.round(performance.now() - back)} ms after /api/ready`;
    },
  },
  {
    name: 'PostgreSQL away: a fast Russian 503, then recovery by itself',
    async run(ctx) {
      const { base, r1, r2, organizer, relay, figures } = ctx;
      await relay.down();
      const t0 = performance.now();
      const res = await call(base, 'GET', '/api/user_detail/', { token: organizer, ip: fakeIp() });
      const ms = performance.now() - t0;
      await relay.up();
      if (res.status !== 503 || !/временно недоступен/.test(res.body?.detail ?? '') || !res.body.request_id)
        throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
      if (ms > 8000) throw new Error(`took ${Math.round(ms)} ms`);
      const back = await within(
        10_000,
        async () => (await call(base, 'GET', '/api/user_detail/', { token: organizer })).status === 200,
        'recovery',
      );
      // both processes lived through it (a dropped connection must not end a replica)
      for (const replica of [r1, r2])
        if ((await call(replica, 'GET', '/api/health')).status !== 200) throw new Error(`${replica} is gone`);
      figures.postgresDown = { answerMs: Math.round(ms), recoveredMs: Math.round(back) };
      return `503 «${res.body.detail}» in ${Math.round(ms)} ms, answering again ${Math.round(back)} ms after PostgreSQL returned`;
    },
  },
  {
    name: 'kill -9 of a replica under load: reads go on, only writes in flight may fail',
    async run(ctx) {
      const { base, runDir, figures } = ctx;
      const load = steadyLoad(base, { workers: 12, tag: `kill${Date.now()}` });
      await sleep(1500);
      const victim = readState(runDir).replicas[0];
      process.kill(victim.pid, 'SIGKILL');
      await sleep(3000);
      const stats = await load.stop();
      await startReplica(runDir, victim.id);
      const failedReads = stats.failed.filter((f) => f.method === 'GET');
      const failedWrites = stats.failed.filter((f) => f.method === 'POST');
      figures.kill9 = {
        requests: stats.requests,
        failedReads: failedReads.length,
        failedWrites: failedWrites.length,
      };
      if (failedReads.length)
        throw new Error(`${failedReads.length} reads failed: ${JSON.stringify(failedReads.slice(0, 3))}`);
      if (failedWrites.length > 12)
        throw new Error(`${failedWrites.length} writes failed (more than the 12 in flight)`);
      return `${stats.requests} requests, ${failedReads.length} failed reads, ${failedWrites.length} failed writes (in flight at the kill)`;
    },
  },
  {
    name: 'SIGTERM: event streams end with a retry hint, the process exits within 10 s',
    async run(ctx) {
      const { runDir, organizer, sitting } = ctx;
      const replica = readState(runDir).replicas[1];
      const stream = await openStream(
        `http://127.0.0.1:${replica.port}/api/event/${sitting.id}/seating_stream/`,
        organizer,
      );
      await stream.next((t) => t.includes('connected'), 3000);
      const t0 = performance.now();
      process.kill(replica.pid, 'SIGTERM');
      const hint = await stream.next((t) => /^retry: \d+/m.test(t) && t.includes('closing'), 5000);
      await stream.next((t) => t === '(closed)', 5000);
      await within(10_000, async () => !alive(replica.pid), 'exit');
      const exited = performance.now() - t0;
      await startReplica(runDir, replica.id);
      return `«${hint.text.split('\n')[0]}» after ${Math.round(hint.at - t0)} ms, exited after ${Math.round(exited)} ms`;
    },
  },
  {
    name: '/metrics parses as Prometheus text; nginx does not expose it; request ids reach logs and errors',
    async run(ctx) {
      const { base, r1, runDir, state } = ctx;
      const metrics = await call(r1, 'GET', '/metrics');
      const { samples, bad } = parsesAsPrometheus(String(metrics.body));
      if (metrics.status !== 200 || bad.length)
        throw new Error(`${metrics.status}; bad lines: ${bad.slice(0, 3).join(' | ')}`);
      for (const name of [
        'quiz_http_request_duration_seconds_bucket',
        'quiz_event_streams_open',
        'quiz_jobs',
        'quiz_db_pool_connections',
        'quiz_rate_limit_refusals_total',
      ])
        if (!String(metrics.body).includes(name)) throw new Error(`no ${name}`);
      if ((await call(base, 'GET', '/metrics')).status !== 404) throw new Error('nginx serves /metrics');
      const id = `cluster-test-${Date.now()}`;
      const missing = await call(base, 'GET', '/api/no_such_call/', { headers: { 'x-request-id': id } });
      if (missing.headers.get('x-request-id') !== id) throw new Error('the answer has no X-Request-Id');
      await sleep(300);
      const logs = state.replicas.map((r) => readFileSync(path.join(runDir, `${r.id}.log`), 'utf8')).join('');
      if (!logs.includes(id)) throw new Error('no log line carries the request id');
      return `${samples} samples`;
    },
  },
];

export async function clusterPhase() {
  const results = [];
  const figures = {};
  // CLUSTER_CHECKS=<regex>: only the checks whose name matches (while working on one)
  const only = process.env.CLUSTER_CHECKS ? new RegExp(process.env.CLUSTER_CHECKS) : null;
  const check = async (name, fn) => {
    if (only && !only.test(name)) return;
    const t0 = Date.now();
    try {
      const note = await fn();
      results.push({ name, ok: true });
      log(`${green('✓')} ${name}${note ? dim(` — ${note}`) : ''} ${dim(`(${Date.now() - t0} ms)`)}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({ name, ok: false, message });
      log(`${red('✗')} ${name}: ${message}`);
    }
  };

  const runDir = mkdtempSync(path.join(os.tmpdir(), 'quiz-cluster-'));
  const redis = await privateRedis(await freePort());
  const relay = await postgresRelay(await freePort());
  // nginx and both replicas on consecutive ports, picked while Redis and the relay hold theirs
  const port = await freePortBlock(3);
  const databaseUrl = `postgres://postgres@127.0.0.1:${relay.port}/${DATABASE}`;
  const directUrl = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
  const copied = [];
  let state = null;
  try {
    state = await startCluster({
      replicas: 2,
      port,
      runDir,
      databaseUrl,
      redisUrl: redis.url,
      fresh: true,
      // reminders planned every second; a render may take its time on this busy machine
      env: { REMINDER_INTERVAL_MS: '1000', LOG_LEVEL: 'info', SSR_BUDGET_MS: '3000' },
    });
  } catch (error) {
    log(red(`the cluster did not start: ${error instanceof Error ? error.message : String(error)}`));
    await stopCluster(runDir).catch(() => undefined);
    await redis.stop();
    await relay.down();
    return {
      passed: 0,
      failed: 1,
      figures,
      failures: [
        { test: 'the cluster starts', message: error instanceof Error ? error.message : String(error) },
      ],
    };
  }
  const base = state.url;
  const [r1, r2] = state.replicas.map((r) => `http://127.0.0.1:${r.port}`);
  try {
    const organizer = await login(r1, ORGANIZER, { ip: fakeIp() });

    const [sitting] = await sql(
      directUrl,
      `select e.id from events e join event_teams et on et.event_id = e.id
       where e.workflow_state = 'sitting' group by e.id order by e.id limit 1`,
    );
    const ctx = {
      base,
      r1,
      r2,
      runDir,
      directUrl,
      databaseUrl,
      organizer,
      sitting,
      redis,
      relay,
      figures,
      copied,
      state,
    };
    for (const { name, run } of CHECKS) await check(name, () => run(ctx));
  } finally {
    await stopCluster(runDir).catch(() => undefined);
    await redis.stop().catch(() => undefined);
    await relay.down().catch(() => undefined);
    for (const dir of copied) rmSync(dir, { recursive: true, force: true });
    // CLUSTER_KEEP=1 keeps the run dir (nginx and replica logs) for a look after a failure
    if (process.env.CLUSTER_KEEP) log(`run dir kept: ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  }
  const failures = results.filter((r) => !r.ok).map((r) => ({ test: r.name, message: r.message }));
  return { passed: results.length - failures.length, failed: failures.length, figures, failures };
}
