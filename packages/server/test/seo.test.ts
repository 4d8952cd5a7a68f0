/**
 * Search engines and link previews, on the seeded database, SQLite and PostgreSQL:
 * index.html of a public route carries the page's own <title>, description and Open Graph tags
 * (the event page: theme, date, venue, picture); robots.txt; sitemap.xml lists the public events.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventDateText } from '../src/seo/page-meta';
import { describeEachDb, startTestApp, type TestApp } from './helpers';

const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Общее описание." />
    <title>Квиз</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const attr = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describeEachDb('page meta, robots.txt and sitemap.xml', (target) => {
  let t: TestApp;
  let root: string;
  let event: { id: number; date: string; theme: string; place: string; timezone: string; themeId: number };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-seo-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
    t = await startTestApp(target, { seed: true, static: { root }, publicOrigin: 'http://quiz.example' });
    const row = await t.app.db
      .selectFrom('events')
      .innerJoin('games', 'games.id', 'events.game_id')
      .innerJoin('themes', 'themes.id', 'games.theme_id')
      .innerJoin('places', 'places.id', 'events.place_id')
      .innerJoin('cities', 'cities.id', 'events.city_id')
      .select([
        'events.id',
        'events.date',
        'themes.id as themeId',
        'themes.title as theme',
        'places.title as place',
        'cities.timezone',
      ])
      .where('events.workflow_state', '=', 'published')
      .orderBy('events.id')
      .executeTakeFirstOrThrow();
    event = row;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('gives the event page the theme, date, venue and picture in <title>, description and og:*', async () => {
    const res = await t.app.inject({ url: `/event/${event.id}`, headers: { host: 'quiz.example' } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const when = eventDateText(event.date, event.timezone);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain(event.theme.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(title).toContain(when);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Общее описание.');
    expect(attr(html, 'og:title')).toBe(title);
    expect(attr(html, 'og:type')).toBe('article');
    expect(attr(html, 'og:url')).toBe(`http://quiz.example/event/${event.id}`);
    expect(attr(html, 'og:image')).toMatch(new RegExp(`^http://quiz\\.example/.*${event.themeId}`));
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(when);
    expect(description).toContain(event.place.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(attr(html, 'og:description')).toBe(description);
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes what the database says', async () => {
    const game = await t.app.db
      .selectFrom('events')
      .innerJoin('games', 'games.id', 'events.game_id')
      .select('games.theme_id')
      .where('events.id', '=', event.id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('themes')
      .set({ title: '<script>alert("x")</script>' })
      .where('id', '=', game.theme_id)
      .execute();
    const html = (await t.app.inject({ url: `/event/${event.id}` })).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    await t.app.db
      .updateTable('themes')
      .set({ title: event.theme })
      .where('id', '=', game.theme_id)
      .execute();
  });

  it('gives other public routes their screen title, and an unknown event the generic one', async () => {
    const games = (await t.app.inject({ url: '/games' })).body;
    expect(games).toContain('<title>Игры — Квиз</title>');
    expect(attr(games, 'og:title')).toBe('Игры — Квиз');
    const missing = (await t.app.inject({ url: '/event/999999' })).body;
    expect(missing).toContain('<title>Игра — Квиз</title>');
    // a page behind a login keeps the shell's own head, plus the registry the shell starts from
    const cabinet = (await t.app.inject({ url: '/cabinet' })).body;
    expect(cabinet.replace(/<script id="quiz-registry" type="application\/json">[^<]*<\/script>/, '')).toBe(
      INDEX,
    );
  });

  it('serves robots.txt pointing at the sitemap and closing the API and logged-in pages', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'quiz.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /cabinet');
    expect(res.body).toContain('Sitemap: http://quiz.example/sitemap.xml');
  });

  it('lists the public routes and the public events in sitemap.xml, not drafts', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'quiz.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>http://quiz.example/event/${event.id}</loc>`);
    expect(res.body).toContain('<loc>http://quiz.example/games</loc>');
    expect(res.body).not.toContain('/cabinet');
    const draft = await t.app.db
      .selectFrom('events')
      .select('id')
      .where('workflow_state', 'in', ['draft', 'development'])
      .executeTakeFirst();
    if (draft) expect(res.body).not.toContain(`/event/${draft.id}<`);
  });
});
