// Helpers of the cluster test phase and the burst bench (they run after the install, so they may load
// packages of the workspace: pg from packages/server, autocannon is not needed): logging in through
// the login service (lib/dev-login.mjs), a steady mixed load that records every acknowledged write, SQL on the cluster's
// database, a private redis-server, and a TCP relay standing in for PostgreSQL (closed = "PostgreSQL down").
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './common.mjs';
import { devCall, devLogin } from './dev-login.mjs';

const serverRequire = createRequire(path.join(ROOT, 'packages/server/package.json'));
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One SQL query on `databaseUrl`: the rows. */
export async function sql(databaseUrl, text, params = []) {
  const { Client } = serverRequire('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** fetch + JSON: `{ status, body, headers, ms }` (lib/dev-login.mjs `devCall`, shared with e2e and the bench). */
export const call = devCall;

/**
 * A real session through the login service (lib/dev-login.mjs: create_user from `ip`, so many logins
 * from this machine stay under the per-address limits, the code from the dev outbox, validate): the token.
 */
export async function login(base, phone, { name = 'Игрок Кластера', ip } = {}) {
  return (await devLogin(base, { phone, name, ip })).token;
}

let ipCounter = 0;
/** A made-up client address (TEST-NET and 10/8): nginx passes it on, the replicas trust nginx. */
export const fakeIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** How a kept-alive connection closed under a request shows in undici's `fetch failed` cause. */
const CLOSED_BEFORE_ANSWER = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * A steady mixed load on `base` until `stop()`: `workers` loops, each request a read (landing feed,
 * health, registry, the home page) or a write (POST /api/log/ with a unique `from`, 1 in 3). Resolves
 * on stop with counts and the acknowledged writes, failures by method ({status, error}).
 */
export function steadyLoad(base, { workers = 12, tag = 'load' } = {}) {
  let running = true;
  let n = 0;
  const stats = {
    requests: 0,
    resent: 0,
    resentBy: {},
    failed: [],
    acknowledged: [],
    byMethod: { GET: 0, POST: 0 },
  };
  const reads = ['/api/landing_feed', '/api/health', '/remotes.json', '/'];
  const loop = async (w) => {
    while (running) {
      n += 1;
      const write = n % 3 === 0;
      const method = write ? 'POST' : 'GET';
      const from = `cluster-${tag}-${w}-${n}`;
      const url = write ? '/api/log/' : reads[n % reads.length];
      stats.byMethod[method] += 1;
      stats.requests += 1;
      try {
        const options = {
          ...(write ? { body: { from, logs: { n } } } : {}),
          ip: fakeIp(),
          timeoutMs: 15_000,
        };
        // as a browser does: a request on a kept-alive connection that the other side closed before
        // answering anything (nginx closes its idle connections when it reloads) is sent again, on
        // another connection (up to 3 times: the next idle one may have been closed by the same reload).
        // The close reaches the client as a FIN ('other side closed') or, when the request's bytes
        // arrived after the old worker had closed its end, as a reset: Chromium resends on both
        // (ERR_CONNECTION_CLOSED, ERR_CONNECTION_RESET on a reused socket), POSTs included. Whether a
        // resent write ran twice is what the 'doubled' count below checks.
        const send = (left) =>
          call(base, method, url, options).catch((error) => {
            if (!CLOSED_BEFORE_ANSWER.has(error?.cause?.code) || left === 0) throw error;
            stats.resent += 1;
            stats.resentBy[error.cause.code] = (stats.resentBy[error.cause.code] ?? 0) + 1;
            return send(left - 1);
          });
        const res = await send(3);
        if (res.status >= 400) stats.failed.push({ method, url, status: res.status });
        else if (write) stats.acknowledged.push(from);
      } catch (error) {
        stats.failed.push({
          method,
          url,
          error: `${error?.message} ${error?.cause?.code ?? error?.cause?.message ?? ''}`,
        });
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  return {
    stats,
    async stop() {
      running = false;
      await all;
      return stats;
    },
  };
}

/** A redis-server of its own on `port` (no persistence); `{ stop(), start() }`. */
export async function privateRedis(port) {
  let child = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 50; i++) {
      if (
        await new Promise((r) =>
          net
            .connect(port, '127.0.0.1')
            .once('connect', function () {
              this.destroy();
              r(true);
            })
            .once('error', () => r(false)),
        )
      )
        return;
      await sleep(100);
    }
    throw new Error(`redis-server on ${port} did not start`);
  };
  const stop = async () => {
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    child = null;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/**
 * A TCP relay on `port` to PostgreSQL on 127.0.0.1:5432: `down()` closes it and cuts every connection
 * (what the replicas see when PostgreSQL stops), `up()` listens again (PostgreSQL is back).
 */
export async function postgresRelay(port, target = { host: '127.0.0.1', port: 5432 }) {
  const sockets = new Set();
  let server = null;
  const up = () =>
    new Promise((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  const down = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  await up();
  return { port, up, down };
}

/** Reads a server-sent event stream; `next(predicate, ms)` resolves with the first matching message text. */
export async function openStream(url, token) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Token ${token}` }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`stream ${url}: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const messages = [];
  const waiters = [];
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          messages.push({ at: performance.now(), text: message });
          for (const w of [...waiters]) w();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    messages.push({ at: performance.now(), text: '(closed)' });
    for (const w of [...waiters]) w();
  })();
  return {
    messages,
    next(predicate, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find((m) => predicate(m.text));
          if (found) {
            waiters.splice(waiters.indexOf(check), 1);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(check), 1);
          reject(new Error(`no matching stream message within ${ms} ms`));
        }, ms);
        waiters.push(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
