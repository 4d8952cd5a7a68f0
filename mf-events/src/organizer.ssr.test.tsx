/**
 * @jest-environment node
 */
/**
 * The server render of the organizer console as the Fastify server runs it for a signed-in organizer:
 * in Node (no window), the route's loader answered by the server's API in-process with his token (here
 * a table of answers) into the render's query cache, the screen rendered from it as him. A refused
 * answer fails the render, so the server sends the shell's page instead (never a page of the refusal).
 */
import {
  makeCity,
  makeOrganizerEvent,
  makeOrganizerEventRow,
  makeOrganizerPlace,
  makeOrganizerTheme,
  makeUser,
} from '@quiz/contract/fixtures';
import type { SsrTransport, SsrTransportRequest } from '@quiz/federation/ssr';
import { render } from './ssr';

const city = makeCity({ id: 1 });
const user = makeUser({ id: 300, first_name: 'Ольга', is_organizer: true });

/** The API in-process: `GET <url>` → answer (or `{ status, body }`); anything else 404. */
function api(answers: Record<string, unknown>): { transport: SsrTransport; seen: SsrTransportRequest[] } {
  const seen: SsrTransportRequest[] = [];
  return {
    seen,
    transport: async (request) => {
      seen.push(request);
      const key = `${request.method} ${request.url}`;
      const answer = answers[key];
      if (answer instanceof Refusal) return { status: answer.status, body: { detail: answer.detail } };
      return key in answers
        ? { status: 200, body: answer }
        : { status: 404, body: { detail: 'Не найдено.' } };
    },
  };
}

class Refusal {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {}
}

const row = makeOrganizerEventRow();

const game = makeOrganizerEvent();

const LISTS = {
  'GET /api/organizer/themes/': [makeOrganizerTheme()],
  'GET /api/organizer/places/': [makeOrganizerPlace()],
  'GET /api/organizer/events/': { cities: [city], upcoming: [row], past: [] },
};

const request = (route: string, params: Record<string, string>, transport: SsrTransport) => ({
  route,
  params,
  query: {},
  city,
  user,
  transport,
});

describe('server render of the organizer console', () => {
  it('/organizer: his games, from his answer', async () => {
    const { transport, seen } = api(LISTS);
    const { html, data } = await render(request('organizer', {}, transport));
    expect(seen.map((r) => r.url)).toEqual(['/api/organizer/events/']);
    expect(html).toContain('Гарри Поттер #3');
    expect(html).toContain('Новая игра');
    expect(data.queries).toHaveLength(1);
  });

  it('/organizer/event/{id}: the game in its form, its links, the live results as a path (no window here)', async () => {
    const { transport, seen } = api({
      ...LISTS,
      'GET /api/organizer/events/50/': game,
      'GET /api/organizer/events/50/history/': [],
    });
    const { html, data } = await render(request('organizerEvent', { eventId: '50' }, transport));
    expect(seen.map((r) => r.url).sort()).toEqual([
      '/api/organizer/events/',
      '/api/organizer/events/50/',
      '/api/organizer/events/50/history/',
      '/api/organizer/places/',
      '/api/organizer/themes/',
    ]);
    expect(html).toContain('Игра организатора');
    expect(html).toContain('href="/organizer/event/50/teams"');
    expect(html).toContain('href="/game_result/50"');
    expect(data.queries).toHaveLength(5);
  });

  it('/organizer/event/new: the form over his themes, venues and cities', async () => {
    const { transport } = api(LISTS);
    const { html } = await render(request('organizerNewEvent', {}, transport));
    expect(html).toContain('Сохранить черновик');
    expect(html).toContain('Бар «Сова»');
  });

  it('/organizer/event/{id}/photos: the report', async () => {
    const { transport } = api({
      'GET /api/organizer/events/50/photos/': {
        album: 3,
        photos: [{ id: 1, file_url: '/p/1.jpg', thumbnail_url: '/p/1-t.jpg', width: 1600, height: 1200 }],
      },
    });
    const { html } = await render(request('organizerEventPhotos', { eventId: '50' }, transport));
    expect(html).toContain('Фотоотчёт игры');
    expect(html).toContain('/p/1-t.jpg');
  });

  it('a game of another city (403) or one that is gone (404): the render fails, nothing is rendered', async () => {
    for (const refusal of [
      new Refusal(403, 'У вас нет прав на игры этого города.'),
      new Refusal(404, 'Не найдено.'),
    ]) {
      const { transport } = api({
        ...LISTS,
        'GET /api/organizer/events/77/': refusal,
        'GET /api/organizer/events/77/history/': refusal,
        'GET /api/organizer/events/77/photos/': refusal,
      });
      await expect(render(request('organizerEvent', { eventId: '77' }, transport))).rejects.toThrow();
      await expect(render(request('organizerEventPhotos', { eventId: '77' }, transport))).rejects.toThrow();
    }
  });
});
