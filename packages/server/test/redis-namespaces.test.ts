/**
 * Two deployments sharing one Redis stay apart by their namespace (`REDIS_NAMESPACE`, src/redis.ts):
 * deployment X (two server instances on one database) and deployment Y (its own database, a copy of the
 * same data, so the same game ids) on the machine's Redis. A score and a check-in entered in X reach
 * X's other instance's results and seating streams, and never Y's streams of the same game.
 *
 * No waiting for "nothing": after X's notices were published, Y publishes its own; Redis delivers a
 * subscriber's messages in the order it processed the publishes, so once Y's own notice is on Y's
 * stream, anything of X's that leaked would already be there before it. Skipped when Redis is down.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveResults, SeatingNotice } from '@quiz/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import type { Db } from '../src/db';
import { issueToken } from '../src/plugins/current-user';
import { describeEachDb, eventually, startTestApp, type TestApp } from './helpers';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ORGANIZER_PHONE = '79990000001';

interface Stream {
  /** the `data` of every `event: <name>` message so far */
  messages<T>(): T[];
  close(): void;
}

/** Opens a server-sent event stream and resolves once it is connected. */
function openStream(app: FastifyInstance, path: string, event: string, token?: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  let text = '';
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: '127.0.0.1',
      port,
      path,
      headers: token ? { authorization: `Token ${token}` } : {},
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${path}: ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('data', () =>
        resolve({
          messages: <T>() =>
            text
              .split('\n\n')
              .filter((block) => block.startsWith(`event: ${event}\n`))
              .map((block) => JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as T),
          close: () => request.destroy(),
        }),
      );
    });
  });
}

/** The organizer's token and the lineups of the first published game of Москва, in one deployment. */
async function gameOf(db: Db) {
  const organizer = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', ORGANIZER_PHONE)
    .executeTakeFirstOrThrow();
  const lineups = await db
    .selectFrom('event_teams')
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .innerJoin('cities', 'cities.id', 'events.city_id')
    .select(['event_teams.id', 'events.id as event_id'])
    .where('cities.title', '=', 'Москва')
    .where('events.workflow_state', '=', 'published')
    .orderBy('events.date')
    .orderBy('event_teams.id')
    .limit(2)
    .execute();
  const [first, second] = lineups;
  if (!first || !second || second.event_id !== first.event_id) throw new Error('no game with two lineups');
  return { token: await issueToken(db, organizer.id), eventId: first.event_id, teams: [first.id, second.id] };
}

/** Checks a lineup in and enters its first tour's score through `app`. */
async function checkInAndScore(
  app: FastifyInstance,
  token: string,
  eventId: number,
  team: number,
  score: number,
) {
  const headers = { authorization: `Token ${token}` };
  const base = `/api/organizer/events/${eventId}`;
  const arrived = await app.inject({
    method: 'POST',
    url: `${base}/check_in/${team}/`,
    headers,
    payload: { arrived: true },
  });
  expect(arrived.statusCode).toBe(200);
  const scored = await app.inject({
    method: 'PUT',
    url: `${base}/scores/${team}/`,
    headers,
    payload: { tour: 1, score, version: 0 },
  });
  expect(scored.statusCode).toBe(200);
}

const totals = (stream: Stream) =>
  stream.messages<LiveResults>().flatMap((live) => live.rows.map((row) => row.total_score));
const seatedTeams = (stream: Stream) =>
  stream.messages<SeatingNotice>().map((notice) => notice.event_team_id);

describeEachDb('deployments sharing one Redis', (target) => {
  let up = false;
  let x1: TestApp;
  let x2: FastifyInstance;
  let y: TestApp;
  const streams: Stream[] = [];

  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    up = await probe.connect().then(
      () => true,
      () => false,
    );
    if (!up) return console.warn(`Redis namespace test skipped: no Redis at ${REDIS_URL}`);
    await probe.quit();
    const run = randomBytes(6).toString('hex');
    const envOf = (name: string) => ({
      ...process.env,
      REDIS_URL,
      REDIS_NAMESPACE: `quiz-test:${run}:${name}`,
    });
    x1 = await startTestApp(target, { seed: true, env: envOf('x') });
    x2 = await buildApp({
      static: false,
      migrate: false,
      databaseUrl: x1.database.url,
      pgSchema: x1.database.pgSchema,
      env: envOf('x'),
    });
    y = await startTestApp(target, { seed: true, env: envOf('y') });
    for (const app of [x2, y.app]) await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([x1?.close(), x2?.close(), y?.close()]);
  });

  it('live results and seating notices reach the streams of their own namespace only', async () => {
    if (!up) return;
    const gameX = await gameOf(x1.app.db);
    const gameY = await gameOf(y.app.db);
    // the same game id in both: without namespaces their streams would share its notices
    expect(gameY.eventId).toBe(gameX.eventId);
    const id = gameX.eventId;
    const open = async (app: FastifyInstance, kind: 'results' | 'seating', token: string) => {
      const stream = await openStream(app, `/api/event/${id}/${kind}_stream/`, kind, token);
      streams.push(stream);
      return stream;
    };
    const [resultsX, seatingX, resultsY, seatingY] = await Promise.all([
      open(x2, 'results', gameX.token),
      open(x2, 'seating', gameX.token),
      open(y.app, 'results', gameY.token),
      open(y.app, 'seating', gameY.token),
    ]);

    const [teamOfX = 0, teamOfY = 0] = [gameX.teams[0], gameY.teams[1]];
    await checkInAndScore(x1.app, gameX.token, id, teamOfX, 9.5);
    // X's other instance hears X
    await eventually(async () => totals(resultsX).includes(9.5));
    await eventually(async () => seatedTeams(seatingX).includes(teamOfX));

    await checkInAndScore(y.app, gameY.token, id, teamOfY, 3);
    await eventually(async () => totals(resultsY).includes(3));
    await eventually(async () => seatedTeams(seatingY).includes(teamOfY));
    // Y heard itself, after anything X published: X's score and check-in never reached it
    expect(totals(resultsY)).not.toContain(9.5);
    expect(seatedTeams(seatingY)).not.toContain(teamOfX);
  }, 60_000);
});
