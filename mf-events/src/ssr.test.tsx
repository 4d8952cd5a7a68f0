/**
 * @jest-environment node
 */
/**
 * The server render of mf_events' public screens as the Fastify server runs it: in Node, with
 * no window, no matchMedia and no DOMPurify, each route's loader answered by the server's API in-process
 * (here a table of answers) into the render's query cache, then the screen rendered from that cache,
 * which the page carries dehydrated.
 */

import type { City, Event } from '@quiz/contract';
import { makeCity, makeEvent, makeTheme } from '@quiz/contract/fixtures';
import type { SsrTransport, SsrTransportRequest } from '@quiz/federation/ssr';
import { type DehydratedState, hashKey, type QueryKey } from '@tanstack/react-query';
import { gamesListQueryOptions, recentGamesQueryOptions } from './features/games/api/games';
import { albumQueryOptions } from './features/photo-report/api/album';
import { promoGameQueryOptions } from './features/trial/api/promoGame';
import { eventQueryOptions } from './shared/api/events';
import { landingFeedQueryOptions } from './shared/api/landingFeed';
import { render } from './ssr';
import { makeTrialPackage } from './test/fixtures';

const DAY = 24 * 60 * 60 * 1000;
const city: City = makeCity({ id: 1 });

/** The API in-process: `GET <url>` → answer; anything else 404, every request recorded. */
function api(answers: Record<string, unknown>): { transport: SsrTransport; seen: SsrTransportRequest[] } {
  const seen: SsrTransportRequest[] = [];
  return {
    seen,
    transport: async (request) => {
      seen.push(request);
      const key = `${request.method} ${request.url}`;
      return key in answers
        ? { status: 200, body: answers[key] }
        : { status: 404, body: { detail: 'Не найдено' } };
    },
  };
}

/** An upcoming game on 5 December (19:30 in Moscow) of the year after the clock's, with a post. */
function upcoming(over: Partial<Event> = {}): Event {
  const year = new Date().getUTCFullYear() + 1;
  return makeEvent({
    id: 5,
    date: `${year}-12-05T16:30:00.000Z`,
    meta_data: { post: '<p>Берите с собой хорошее настроение</p>' },
    ...over,
  });
}

/** The text a visitor reads: no tags, no styles, no React's text separators, spaces collapsed. */
function text(html: string): string {
  return html
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0]+/g, ' ');
}

/** What the page carries for `key` (the dehydrated cache's query), or a failure naming the keys it has. */
function cached(data: DehydratedState, key: QueryKey): { data: unknown; dataUpdatedAt: number } {
  const query = data.queries.find((q) => q.queryHash === hashKey(key));
  if (!query)
    throw new Error(`no query ${hashKey(key)} in ${data.queries.map((q) => q.queryHash).join(', ')}`);
  return query.state;
}

const request = (route: string, params: Record<string, string>, transport: SsrTransport, query = {}) => ({
  route,
  params,
  query,
  city,
  transport,
});

describe('server render of mf_events public screens', () => {
  it('eventPage: the game with its post, in the venue city time, asked as anyone', async () => {
    const { transport, seen } = api({ 'GET /api/allow_any/event/5/': upcoming() });
    const { html, data } = await render(request('eventPage', { eventId: '5' }, transport));
    expect(seen.map((r) => r.url)).toEqual(['/api/allow_any/event/5/']);
    expect(html).toContain('Гарри Поттер #2');
    expect(text(html)).toContain('воскресенье, 5 декабря, 19:30');
    expect(html).toContain('Берите с собой хорошее настроение');
    // «Регистрация» (the page's main action) is open on every screen, a desktop's too
    expect(html).toMatch(/aria-expanded="true"[^>]*aria-controls="registration-panel"/);
    const panelClass = /<div id="registration-panel" class="(ev-[a-z0-9]+)"/.exec(html)?.[1];
    expect(html).not.toContain(`.${panelClass}{display:none;}`);
    // the event as anyone asks it (the key says so), loaded at the render's instant
    const event = cached(data, eventQueryOptions(5, false).queryKey);
    expect(event.data).toMatchObject({ id: 5 });
    expect(typeof event.dataUpdatedAt).toBe('number');
    expect(data.queries).toHaveLength(1);
  });

  it('eventPage: a game that does not exist is rendered as «Игра не найдена»', async () => {
    const { transport } = api({});
    const missing = await render(request('eventPage', { eventId: '999' }, transport));
    expect(missing.html).toContain('Игра не найдена');
    expect(cached(missing.data, eventQueryOptions(999, false).queryKey).data).toBeNull();
    expect(missing.notFound).toBe(true);
    const junk = await render(request('eventPage', { eventId: 'abc' }, transport));
    expect(junk.html).toContain('Игра не найдена');
  });

  it('Games: the city’s upcoming games with their cards', async () => {
    const { transport, seen } = api({ 'GET /api/games/future/?city=1': [upcoming({ id: 7 })] });
    const { html, data } = await render(request('games', {}, transport));
    expect(seen.map((r) => r.url)).toEqual(['/api/games/future/?city=1']);
    expect(html).toContain('Ближайшие');
    expect(html).toContain('Гарри Поттер #2');
    expect(html).toContain('Зарегистрироваться');
    // the city's upcoming games as anyone sees them
    expect(cached(data, gamesListQueryOptions('UPCOMING', 1, false).queryKey).data).toMatchObject([
      { id: 7 },
    ]);
    expect(data.queries).toHaveLength(1);
  });

  it('Games ?type=recent: the first page of the recent games; «Мои игры» is not the server’s', async () => {
    const passed = upcoming({ id: 8, date: new Date(Date.now() - 3 * DAY).toISOString() });
    const { transport } = api({
      'GET /api/games/past/?page=1&city=1': { results: [passed], next: 2, count: 2, previous: null },
    });
    const recent = await render(request('games', {}, transport, { type: 'recent' }));
    expect(recent.html).toContain('Итоги игры');
    expect(recent.html).toContain('Показать ещё');
    expect(cached(recent.data, recentGamesQueryOptions(1, false).queryKey).data).toMatchObject({
      pages: [{ results: [{ id: 8 }], next: 2 }],
      pageParams: [1],
    });

    const { transport: t2, seen } = api({ 'GET /api/games/future/?city=1': [] });
    const mine = await render(request('games', {}, t2, { type: 'mygames' }));
    // logged out, «Мои игры» is «Ближайшие»
    expect(seen.map((r) => r.url)).toEqual(['/api/games/future/?city=1']);
    expect(mine.html).toContain('Новые игры появятся совсем скоро.');
  });

  it('PhotoReport: the event and its album', async () => {
    const event = upcoming({ id: 5, album: 11, date: new Date(Date.now() - 3 * DAY).toISOString() });
    const album = {
      id: 11,
      title: 'Фотоотчёт: Гарри Поттер',
      event: 5,
      cover_photo: null,
      photos: [{ id: 1, file_url: '/p/1.jpg', thumbnail_url: '/p/1-t.jpg', width: 1600, height: 1200 }],
    };
    const { transport } = api({ 'GET /api/allow_any/event/5/': event, 'GET /api/event/5/album': album });
    const { html, data } = await render(request('photoReport', { eventId: '5' }, transport));
    expect(html).toContain('Фото 1 из 1: открыть');
    expect(html).toContain('К странице игры');
    expect(cached(data, eventQueryOptions(5, false).queryKey).data).toMatchObject({ id: 5 });
    expect(cached(data, albumQueryOptions(5).queryKey).data).toMatchObject({ id: 11 });
  });

  it('PhotoReport: an event without an album is «Фотоотчёт ещё не готов», with no album request', async () => {
    const { transport, seen } = api({ 'GET /api/allow_any/event/5/': upcoming({ album: null }) });
    const { html } = await render(request('photoReport', { eventId: '5' }, transport));
    expect(html).toContain('Фотоотчёт ещё не готов');
    expect(seen).toHaveLength(1);
  });

  it('promoGame: the trial game’s title and its first question', async () => {
    const pkg = { ...makeTrialPackage(2), title: 'Пробная игра про кино' };
    const { transport } = api({ 'GET /api/promo_game/': pkg });
    const { html, data } = await render(request('promoGame', {}, transport));
    expect(html).toContain('Пробная игра про кино');
    expect(text(html)).toContain('Вопрос 1 из 2 · вопрос');
    expect(cached(data, promoGameQueryOptions().queryKey).data).toEqual(pkg);
  });

  it('home: the event cards and the theme cards of the landing feed', async () => {
    const { transport } = api({
      'GET /api/landing_feed?city=1': { events: [upcoming()], themes: [makeTheme({ id: 9, title: 'Кино' })] },
    });
    const { html, data } = await render(request('home', {}, transport));
    const feed = cached(data, landingFeedQueryOptions(1, false).queryKey);
    expect(feed.data).toMatchObject({ events: [{ id: 5 }] });
    expect(typeof feed.dataUpdatedAt).toBe('number');
    expect(text(html)).toContain('Гарри Поттер #2');
    expect(text(html)).toContain('5 декабря вс · 19:30');
    expect(text(html)).toContain('Кино');
  });
});
