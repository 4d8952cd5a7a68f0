/**
 * The probe's low findings as attacks, on SQLite and PostgreSQL: an id past PostgreSQL's 32-bit range in
 * a cart body, invisible and control characters in every name and title a person types, the dev message
 * log read from another machine, a forged Host header in cached absolute URLs and on the demo venue
 * page, and a seating stream that outlives the logout of its token.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EMPTY_PATCH_TEXT, INVISIBLE_CHARACTERS_TEXT } from '@quiz/contract';
import { TEAM_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { buildDemoVenue } from '../src/demo-venue';
import { EMBED_LOADER_PATH } from '../src/embed-loader';
import { issueToken } from '../src/plugins/current-user';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';

const ORIGIN = 'https://quiz.example';

describeEachDb('low findings', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let root: string;
  let player: { id: number; token: string };
  let eventId: number;
  let eventTeamId: number;
  let teamId: number;
  let productId: number;
  let linkToken: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-low-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Квиз</title>');
    t = await startTestApp(target, { seed: true, static: { root }, publicOrigin: ORIGIN });
    app = t.app;
    const db = app.db;
    const event = await db
      .selectFrom('events')
      .select(['id', 'place_id'])
      .where('is_preorder_opened', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    eventId = event.id;
    const lineup = await db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .innerJoin('teams', 'teams.id', 'event_teams.team_id')
      .select(['event_players.user_id', 'event_teams.id as eventTeam', 'teams.id as team'])
      .where('event_teams.event_id', '=', eventId)
      .whereRef('teams.captain_id', '=', 'event_players.user_id')
      .orderBy('event_players.id')
      .executeTakeFirstOrThrow();
    player = { id: lineup.user_id, token: await issueToken(db, lineup.user_id) };
    eventTeamId = lineup.eventTeam;
    teamId = lineup.team;
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('place_id', '=', event.place_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    productId = product.id;
    const link = await app.inject({
      method: 'GET',
      url: `/api/preorder/${eventTeamId}/token/`,
      headers: { authorization: `Token ${player.token}` },
    });
    linkToken = json<{ token: string }>(link.body).token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const call = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: string, token = player.token) =>
    app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    });

  it('an id past the 32-bit range in a cart body is a 400 in Russian, never a 500', async () => {
    for (const method of ['POST', 'PATCH'] as const) {
      const res = await call(
        method,
        '/api/preorder/cart_item/',
        JSON.stringify({ cart: 2_147_483_648, product: productId, quantity: 1 }),
      );
      expect(res.statusCode).toBe(400);
      expect(json(res.body)).toEqual({ cart: ['Некорректный идентификатор.'] });
    }
  });

  it('an empty patch or one of unknown keys only is a 400 in Russian that changes nothing', async () => {
    const before = await app.db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
    const cases = [
      [`/api/team/${teamId}/`, TEAM_TEXTS.nothingToChange],
      [`/api/event_team/${eventTeamId}/`, EMPTY_PATCH_TEXT],
    ] as const;
    for (const [url, text] of cases) {
      for (const body of ['{}', '{"zzz":1}']) {
        const res = await call('PATCH', url, body);
        expect([url, body, res.statusCode]).toEqual([url, body, 400]);
        expect(json(res.body)).toEqual({ non_field_errors: [text] });
      }
    }
    expect(await app.db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst()).toEqual(
      before,
    );
  });

  it('refuses invisible and control characters in every name and title a person types', async () => {
    const teamsBefore = await app.db.selectFrom('teams').select(['id', 'title']).orderBy('id').execute();
    // raw JSON: \\u escapes reach the server as the characters themselves (a lone surrogate included)
    const cases: {
      method: 'POST' | 'PATCH' | 'PUT';
      url: string;
      body: string;
      field: string;
      token?: string;
    }[] = [
      { method: 'POST', url: '/api/team/', body: '{"title":"Совы\\u202Eлис"}', field: 'title' },
      { method: 'PATCH', url: `/api/team/${teamId}/`, body: '{"title":"Со\\u200Bвы"}', field: 'title' },
      {
        method: 'PUT',
        url: `/api/event_team/${eventTeamId}/`,
        body: '{"title":"Состав\\u0000"}',
        field: 'title',
      },
      {
        method: 'PATCH',
        url: `/api/event_team/${eventTeamId}/`,
        body: '{"title":"\\u2066Состав"}',
        field: 'title',
      },
      {
        method: 'POST',
        url: `/api/team/${teamId}/new_player/`,
        body: '{"name":"Иван\\uD800","phone":"79991112233"}',
        field: 'name',
      },
      {
        method: 'POST',
        url: `/api/event_registration_form/${eventId}/`,
        body: '{"phone":"79991112234","name":"Аня\\u200D","team_title":"Новая"}',
        field: 'name',
      },
      {
        method: 'POST',
        url: `/api/event_registration_form/${eventId}/`,
        body: '{"phone":"79991112235","name":"Аня","team_title":"Нов\\u202Eая"}',
        field: 'team_title',
      },
      {
        method: 'POST',
        url: `/api/preorder/event/${eventId}/token/${linkToken}/`,
        body: '{"first_name":"Гос\\u200Bть"}',
        field: 'first_name',
      },
    ];
    for (const c of cases) {
      const res = await call(c.method, c.url, c.body);
      expect([c.url, res.statusCode]).toEqual([c.url, 400]);
      expect(json<Record<string, string[]>>(res.body)[c.field]).toEqual([INVISIBLE_CHARACTERS_TEXT]);
    }
    expect(await app.db.selectFrom('teams').select(['id', 'title']).orderBy('id').execute()).toEqual(
      teamsBefore,
    );
  });

  it('the dev message log answers only a client on this machine, and only with DEV_OUTBOX', async () => {
    const url = '/api/dev/messages?phone=79990000002';
    expect((await app.inject({ url })).statusCode).toBe(200);
    const stranger = await app.inject({ url, remoteAddress: '203.0.113.9' });
    expect(stranger.statusCode).toBe(404);
    // a loopback peer forwarding someone is a proxy in front; TRUST_PROXY does not name it here: refused
    expect((await app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    const plain = await startTestApp(target, { devOutbox: false });
    try {
      expect((await plain.app.inject({ url })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('absolute URLs come from the configured origin, never from the Host header', async () => {
    const evil = { host: 'evil.example' };
    const robots = await app.inject({ url: '/robots.txt', headers: evil });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: evil });
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/games</loc>`);
    const page = await app.inject({ url: `/event/${eventId}`, headers: evil });
    for (const res of [robots, sitemap, page]) expect(res.body).not.toContain('evil.example');
    const quoted = await app.inject({ url: '/sitemap.xml', headers: { host: 'a"b\'<c>' } });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.body).not.toContain('a"b');
  });

  it('the demo venue page takes the site from the configuration: a Host with quotes is no 500', async () => {
    const demo = buildDemoVenue({ db: app.db, siteOrigin: ORIGIN });
    try {
      for (const host of ['evil.example', 'a"b', "x'><script>"]) {
        const res = await demo.inject({ url: '/', headers: { host } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<script src="${ORIGIN}${EMBED_LOADER_PATH}" defer></script>`);
        expect(res.body).not.toContain(host);
      }
    } finally {
      await demo.close();
    }
  });

  it('a seating stream ends when its token is revoked, and says nothing more', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const sitting = await app.db
      .selectFrom('events')
      .select('id')
      .where('workflow_state', '=', 'sitting')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const organizerId = (
      await app.db
        .selectFrom('users')
        .select('id')
        .where('is_organizer', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const device = () => issueToken(app.db, organizerId);
    const open = (token: string) =>
      new Promise<{ ended: Promise<'ended'>; text: () => string }>((resolve, reject) => {
        const chunks: string[] = [];
        const request = http.get({
          host: '127.0.0.1',
          port,
          path: `/api/event/${sitting.id}/seating_stream/`,
          headers: { authorization: `Token ${token}` },
        });
        request.on('error', reject);
        request.on('response', (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => chunks.push(chunk));
          const ended = new Promise<'ended'>((done) => response.on('end', () => done('ended')));
          resolve({ ended, text: () => chunks.join('') });
        });
      });
    /** one seating change made by the organizer on a device of his own */
    const change = async () => {
      const token = await device();
      const headers = { authorization: `Token ${token}` };
      const state = json<{ teams: { id: number; version: number; is_in_game: boolean }[] }>(
        (await app.inject({ url: `/api/event/${sitting.id}/seating/`, headers })).body,
      );
      const team = state.teams[0];
      if (!team) throw new Error('no team in the sitting game');
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/event/${sitting.id}/seating/${team.id}/`,
        headers,
        payload: { version: team.version, is_in_game: !team.is_in_game },
      });
      expect(res.statusCode).toBe(200);
    };
    const post = (url: string, token: string) =>
      app.inject({ method: 'POST', url, headers: { authorization: `Token ${token}` } });

    // logout ends the stream of that token at once; the stream of another device keeps receiving
    const [laptop, phone] = [await device(), await device()];
    const onLaptop = await open(laptop);
    const onPhone = await open(phone);
    expect((await post('/api/logout/', laptop)).statusCode).toBe(204);
    expect(await withTimeout(onLaptop.ended, 3000)).toBe('ended');
    await change();
    await waitFor(() => onPhone.text().includes('event: seating'));
    expect(onLaptop.text()).not.toContain('event: seating');
    // logout on every device ends the rest
    expect((await post('/api/logout_all/', phone)).statusCode).toBe(204);
    expect(await withTimeout(onPhone.ended, 3000)).toBe('ended');
    // a token revoked elsewhere (another replica, a console) ends the stream before its next notice
    const tablet = await device();
    const onTablet = await open(tablet);
    await app.db.deleteFrom('tokens').where('user_id', '=', organizerId).execute();
    await change();
    expect(await withTimeout(onTablet.ended, 3000)).toBe('ended');
    expect(onTablet.text()).not.toContain('event: seating');
  });
});

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> {
  return Promise.race([
    promise,
    new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms)),
  ]);
}
