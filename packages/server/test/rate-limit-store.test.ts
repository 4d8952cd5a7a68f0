/**
 * The rate-limit counters are shared by replicas: two apps over one database (or one Redis, when
 * it answers at REDIS_URL_TEST / redis://127.0.0.1:6379) count the same address together.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { RATE_LIMITS } from '../src/plugins/rate-limits';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';

const REDIS_URL = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379/0';

function redisProblem(): string | null {
  const script = `const {Redis}=require('ioredis');const r=new Redis(process.argv[1],{lazyConnect:true,connectTimeout:1500,maxRetriesPerRequest:0,retryStrategy:()=>null});r.connect().then(()=>r.ping()).then(()=>{r.disconnect();process.exit(0)},e=>{console.error(e.message);process.exit(1)})`;
  const r = spawnSync(process.execPath, ['-e', script, REDIS_URL], {
    cwd: path.join(__dirname, '..'),
    timeout: 6000,
    encoding: 'utf8',
  });
  return r.status === 0 ? null : (r.stderr || r.error?.message || 'no answer').trim();
}

const BODY = {
  name: 'Маша',
  ageCategory: '8-10 лет',
  teamName: 'Совята',
  teamSize: 4,
  phone: '+7 912 000-00-00',
};
const LIMIT = RATE_LIMITS.childRegistration?.max ?? 0;
const randomIp = () => `100.64.${randomInt(0, 255)}.${randomInt(1, 255)}`;

async function burst(apps: FastifyInstance[], ip: string, perApp: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < perApp; i += 1) {
    for (const app of apps) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/child_registration',
        payload: BODY,
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(json(res.body).retry_after).toBeGreaterThan(0);
    }
  }
  return statuses;
}

describeEachDb('rate limits shared by replicas', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  }, 60_000);
  afterAll(async () => t?.close());

  it('two apps over one database count one address together', async () => {
    const replica = await buildApp({
      static: false,
      migrate: false,
      db: { db: t.app.db, dialect: target, description: 'shared', destroy: async () => undefined },
    });
    try {
      const statuses = await burst([t.app, replica], randomIp(), LIMIT);
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
    } finally {
      await replica.close();
    }
  });
});

const problem = redisProblem();
(problem === null ? describe : describe.skip)(
  `rate limits in Redis${problem === null ? '' : ` (not reachable, skipped: ${problem})`}`,
  () => {
    it('two apps with REDIS_URL count one address together, in Redis', async () => {
      // the deployment's namespace names the counters' keys (src/redis.ts)
      const namespace = `quiz-test:${randomInt(0, 2 ** 32)}`;
      const env = { ...process.env, REDIS_NAMESPACE: namespace };
      const apps = [
        await startTestApp('sqlite', { rateLimits: { redisUrl: REDIS_URL }, env }),
        await startTestApp('sqlite', { rateLimits: { redisUrl: REDIS_URL }, env }),
      ];
      const ip = randomIp();
      try {
        const statuses = await burst(
          apps.map((a) => a.app),
          ip,
          LIMIT,
        );
        expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
        expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
        // the counter lives in Redis, not in either app's database
        for (const a of apps)
          expect(await a.app.db.selectFrom('rate_limit_buckets').selectAll().execute()).toHaveLength(0);
        const redis = new Redis(REDIS_URL);
        try {
          const keys = await redis.keys(`${namespace}:rl:*${ip}*`);
          expect(keys.length).toBeGreaterThan(0);
        } finally {
          redis.disconnect();
        }
      } finally {
        for (const a of apps) await a.close();
      }
    });
  },
);
