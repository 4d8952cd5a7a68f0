// Stage `burst` of `pnpm bench` (`--only=burst`): a Friday-evening registration burst through nginx.
// For 1 and then 2 replicas (`pnpm cluster`, a fresh PostgreSQL database `quiz_bench_burst` each time,
// the machine's Redis under that database's key space):
//   - PLAYERS players log in through the login service (create_user → the dev outbox code → validate:
//     real sessions) and each creates a team;
//   - GAMES open games get few places (their venue's max_teams = the teams registered now + FREE);
//   - for DURATION_S seconds every player, as fast as it can, registers its team for a random one of
//     those games (POST /api/event_team/: registered while places are free, else in the reserve) or
//     withdraws it if it is in (DELETE /api/event_team/{id}/): every request a write under the game's lock;
//   - reported: requests/s, p50/p95/p99 latency, errors (network or 5xx, and 4xx nobody should get), and
//     per game registered + reserve against its limit; over-capacity (registered above the limit, also
//     sampled every 500 ms during the run) must be 0.
// The client, nginx, the replicas and PostgreSQL share this machine's cores: the 1 → 2 replica ratio
// says how much a second Node process adds when the CPU, not one process's event loop, is the bound.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_REDIS_URL, startCluster, stopCluster } from '../cluster.mjs';
import { call, fakeIp, login, sql } from './cluster-kit.mjs';
import { bold, freePortBlock, log } from './common.mjs';

export const BURST = { players: 60, games: 3, free: 3, durationS: 30, replicas: [1, 2] };
const DATABASE = 'quiz_bench_burst';

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;

async function prepareGames(databaseUrl) {
  const games = await sql(
    databaseUrl,
    `select distinct on (e.place_id) e.id, e.place_id,
       (select count(*)::int from event_teams et where et.event_id = e.id and et.status = 'registered') as registered
     from events e where e.workflow_state = 'published' and e.date > $1 order by e.place_id, e.date limit $2`,
    [new Date(Date.now() + 24 * 3600_000).toISOString(), BURST.games],
  );
  for (const game of games) {
    game.limit = game.registered + BURST.free;
    await sql(databaseUrl, 'update places set max_teams = $1 where id = $2', [game.limit, game.place_id]);
  }
  return games;
}

async function players(base) {
  const list = [];
  const stamp = Date.now() % 100_000;
  for (let i = 0; i < BURST.players; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, BURST.players - i) }, async (_, k) => {
        const n = i + k;
        const ip = fakeIp();
        const phone = `7977${String(stamp).padStart(5, '0')}${String(n).padStart(2, '0')}`;
        const token = await login(base, phone, { name: `Игрок ${n + 1}`, ip });
        const team = await call(base, 'POST', '/api/team/', {
          token,
          ip,
          body: { title: `Бурст ${stamp} ${n + 1}` },
        });
        if (team.status !== 201 && team.status !== 200)
          throw new Error(`team: ${team.status} ${JSON.stringify(team.body)}`);
        return { token, ip, team: team.body.id, lineups: new Map() };
      }),
    );
    list.push(...batch);
  }
  return list;
}

async function overCapacity(databaseUrl, games) {
  const rows = await sql(
    databaseUrl,
    `select event_id, count(*)::int as n from event_teams where status = 'registered' and event_id = any($1) group by event_id`,
    [games.map((g) => g.id)],
  );
  return Math.max(0, ...rows.map((r) => r.n - (games.find((g) => g.id === r.event_id)?.limit ?? Infinity)));
}

async function burstOnce(replicas) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'quiz-burst-'));
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
  const state = await startCluster({
    replicas,
    port: await freePortBlock(1 + replicas),
    runDir,
    databaseUrl,
    redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
    fresh: true,
    env: {
      RATE_LIMIT_FACTOR: '100000',
      OTP_IP_SENDS_PER_HOUR: '100000',
      OTP_IP_VALIDATES_PER_10_MIN: '100000',
      REMINDERS: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const games = await prepareGames(databaseUrl);
    log(`burst, ${replicas} replica(s): ${BURST.players} players logging in…`);
    const crowd = await players(state.url);
    log(
      `burst, ${replicas} replica(s): ${BURST.durationS} s of registrations for ${games.length} games with ${BURST.free} free places each…`,
    );
    const latencies = [];
    const errors = {};
    let maxOver = 0;
    const until = Date.now() + BURST.durationS * 1000;
    const sampler = setInterval(() => {
      overCapacity(databaseUrl, games).then(
        (o) => {
          maxOver = Math.max(maxOver, o);
        },
        () => undefined,
      );
    }, 500);
    await Promise.all(
      crowd.map(async (p) => {
        while (Date.now() < until) {
          const game = games[Math.floor(Math.random() * games.length)];
          const held = p.lineups.get(game.id);
          try {
            const res = held
              ? await call(state.url, 'DELETE', `/api/event_team/${held}/`, { token: p.token, ip: p.ip })
              : await call(state.url, 'POST', '/api/event_team/', {
                  token: p.token,
                  ip: p.ip,
                  body: { event: game.id, team: p.team },
                });
            latencies.push(res.ms);
            if (res.status === 201) p.lineups.set(game.id, res.body.id);
            else if (res.status === 204) p.lineups.delete(game.id);
            else errors[res.status] = (errors[res.status] ?? 0) + 1;
          } catch (error) {
            errors.network = (errors.network ?? 0) + 1;
            void error;
          }
        }
      }),
    );
    clearInterval(sampler);
    const sorted = latencies.sort((a, b) => a - b);
    const perGame = [];
    for (const game of games) {
      const teams = await call(state.url, 'GET', `/api/event/${game.id}/team`);
      const registered = teams.body.registered.length;
      perGame.push({
        game: game.id,
        limit: game.limit,
        registered,
        reserve: teams.body.reserve.length,
        over: Math.max(0, registered - game.limit),
      });
    }
    maxOver = Math.max(maxOver, await overCapacity(databaseUrl, games));
    return {
      replicas,
      requests: sorted.length,
      requestsPerS: sorted.length / BURST.durationS,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      errors,
      perGame,
      overCapacity: maxOver,
    };
  } finally {
    await stopCluster(runDir);
    rmSync(runDir, { recursive: true, force: true });
  }
}

export async function burstStage() {
  const runs = [];
  for (const replicas of BURST.replicas) runs.push(await burstOnce(replicas));
  return { settings: BURST, runs, ratio: runs[1] ? runs[1].requestsPerS / runs[0].requestsPerS : null };
}

export function printBurst(burst) {
  const f = (n) => (n === null ? '—' : `${Math.round(n)} ms`);
  process.stdout.write(
    `\n${bold('registration burst')} (${burst.settings.players} players, ${burst.settings.games} games × ${burst.settings.free} free places, ${burst.settings.durationS} s, through nginx)\n`,
  );
  process.stdout.write(
    'replicas  req/s   p50     p95     p99     errors            over-capacity  per game (registered + reserve / limit)\n',
  );
  for (const r of burst.runs) {
    const games = r.perGame.map((g) => `${g.registered}+${g.reserve}/${g.limit}`).join(', ');
    process.stdout.write(
      `${String(r.replicas).padEnd(9)} ${r.requestsPerS.toFixed(0).padEnd(7)} ${f(r.p50Ms).padEnd(7)} ${f(r.p95Ms).padEnd(7)} ${f(r.p99Ms).padEnd(7)} ${(JSON.stringify(r.errors) || '{}').padEnd(17)} ${String(r.overCapacity).padEnd(14)} ${games}\n`,
    );
  }
  if (burst.ratio !== null)
    process.stdout.write(
      `2 replicas / 1 replica: ${burst.ratio.toFixed(2)}× on ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)})\n`,
    );
}
