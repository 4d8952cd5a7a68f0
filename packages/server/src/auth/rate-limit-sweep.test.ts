/**
 * Expired rows of `rate_limit_buckets` are deleted: by `sweepExpiredBuckets` in bounded batches, and by
 * the app's sweep timer (plugins/rate-limits.ts). An injected clock says what is expired; SQLite and
 * PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, startTestApp, type TestApp } from '../../test/helpers';
import { hit, isMarked, peek } from './rate-limit';
import { sweepExpiredBuckets } from './rate-limit-sweep';

const T0 = new Date('2026-11-27T10:00:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

async function keys(app: FastifyInstance, prefix: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('rate_limit_buckets')
    .select('key')
    .where('key', 'like', `${prefix}%`)
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}

describeEachDb('expired rate-limit buckets are swept', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    // the app's own timer off here: these tests drive the sweep themselves
    t = await startTestApp(target, { rateLimits: { sweep: false } });
    app = t.app;
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await app.db.deleteFrom('rate_limit_buckets').execute();
  });

  it('deletes the buckets whose window has ended and keeps the others', async () => {
    await hit(app.db, 'sweep:short', { max: 5, windowMs: MINUTE }, T0);
    await hit(app.db, 'sweep:long', { max: 5, windowMs: 60 * MINUTE }, T0);
    await hit(app.db, 'sweep:long', { max: 5, windowMs: 60 * MINUTE }, at(MINUTE));

    expect(await sweepExpiredBuckets(app.db, at(30_000))).toBe(0);
    expect(await keys(app, 'sweep:')).toEqual(['sweep:long', 'sweep:short']);

    expect(await sweepExpiredBuckets(app.db, at(2 * MINUTE))).toBe(1);
    expect(await keys(app, 'sweep:')).toEqual(['sweep:long']);
    expect(await peek(app.db, 'sweep:long')).toBe(2);
    expect(await isMarked(app.db, 'sweep:long', at(2 * MINUTE))).toBe(true);
  });

  it('a bucket renewed by a hit after its window ended is not deleted', async () => {
    await hit(app.db, 'sweep:renewed', { max: 5, windowMs: MINUTE }, T0);
    // its window ended at T0 + 1 min; a hit at T0 + 2 min starts a new one
    await hit(app.db, 'sweep:renewed', { max: 5, windowMs: MINUTE }, at(2 * MINUTE));
    expect(await sweepExpiredBuckets(app.db, at(2 * MINUTE + 1))).toBe(0);
    expect(await peek(app.db, 'sweep:renewed')).toBe(1);
  });

  it('deletes in bounded batches: at most batchSize × maxBatches rows a sweep', async () => {
    for (let n = 0; n < 25; n++)
      await hit(app.db, `sweep:many:${String(n).padStart(2, '0')}`, { max: 5, windowMs: MINUTE }, T0);
    await hit(app.db, 'sweep:many:live', { max: 5, windowMs: 60 * MINUTE }, T0);
    const later = at(5 * MINUTE);
    expect(await sweepExpiredBuckets(app.db, later, { batchSize: 10, maxBatches: 2 })).toBe(20);
    expect(await keys(app, 'sweep:many:')).toHaveLength(6);
    expect(await sweepExpiredBuckets(app.db, later, { batchSize: 10, maxBatches: 2 })).toBe(5);
    expect(await keys(app, 'sweep:many:')).toEqual(['sweep:many:live']);
  });
});

describeEachDb('the server sweeps the buckets by itself', (target) => {
  let t: TestApp;
  /** the app's sweep clock: the real time plus this */
  let ahead = 0;
  const swept: Array<() => void> = [];
  /** resolves after the next sweep of the app's timer has finished */
  const nextSweep = () => new Promise<void>((resolve) => swept.push(resolve));
  beforeAll(async () => {
    t = await startTestApp(target, {
      rateLimits: {
        sweep: {
          everyMs: 5,
          now: () => new Date(Date.now() + ahead),
          onSwept: () => {
            for (const resolve of swept.splice(0)) resolve();
          },
        },
      },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  it('a request limit bucket is gone once its window has ended by the app clock', async () => {
    const res = await t.app.inject({ url: '/api/landing_feed', remoteAddress: '198.51.100.7' });
    expect(res.statusCode).toBe(200);
    // the sweeps so far (the clock at the real time) leave the bucket of the window still running
    await nextSweep();
    await nextSweep();
    expect((await keys(t.app, 'rl:')).length).toBeGreaterThan(0);
    // an hour later by the app's clock every window of that request has ended
    ahead = 60 * MINUTE;
    // the sweep running now may have read the clock before it moved: the one after it certainly did not
    await nextSweep();
    await nextSweep();
    expect(await keys(t.app, 'rl:')).toEqual([]);
  }, 20_000);
});
