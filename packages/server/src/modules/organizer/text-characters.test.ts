/**
 * Invisible and control characters in the console's free-text fields, on SQLite and PostgreSQL: a NUL
 * (SQLite stored it), a bidi override that turns an address around, a zero-width space inside a
 * title, an escape in a table's name. Each is a Russian 400 naming the field as the form does and
 * changes nothing (the data fingerprint is the same); a description keeps its paragraphs and emoji.
 */
import type { OrganizerEvent, Theme } from '@quiz/contract';
import type { FastifyInstance } from 'fastify';
import { fingerprint } from '../../../test/fingerprint';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

interface Case {
  name: string;
  method: 'POST' | 'PATCH';
  url: (w: OrganizerWorld) => string;
  body: (w: OrganizerWorld) => object;
  /** the body key of the refused field and the start of its message */
  field: string;
  text: string;
}

const future = () => new Date(Date.now() + 9 * 86_400_000).toISOString();
const newGame = (w: OrganizerWorld, extra: object) => ({
  theme: w.themeId,
  place: w.placeId,
  date: future(),
  cost: 500,
  ...extra,
});
const newPlace = (w: OrganizerWorld, extra: object) => ({
  city: w.mskCity,
  title: 'Бар «Пробка»',
  address: 'ул. Ленина, 1',
  coordinates: { lat: 55.75, lon: 37.61 },
  ...extra,
});
const message = (label: string, codePoint: string) =>
  `${label}: уберите невидимые и управляющие символы (найден ${codePoint}).`;

const CASES: Case[] = [
  {
    name: 'a NUL in a new game’s description',
    method: 'POST',
    url: () => '/api/organizer/events/',
    body: (w) => newGame(w, { description: 'Про кино\u0000' }),
    field: 'description',
    text: message('Описание', 'U+0000'),
  },
  {
    name: 'a bidi override in a game’s subtitle',
    method: 'PATCH',
    url: (w) => `/api/organizer/events/${w.eventId}/`,
    body: () => ({ postfix: '#2 \u202eтеньлуп' }),
    field: 'postfix',
    text: message('Подзаголовок', 'U+202E'),
  },
  {
    name: 'a zero-width space in a united game’s tag',
    method: 'PATCH',
    url: (w) => `/api/organizer/events/${w.eventId}/`,
    body: () => ({ united_tag: 'кино\u200bвечер' }),
    field: 'united_tag',
    text: message('Общий тег сборной игры', 'U+200B'),
  },
  {
    name: 'a zero-width joiner in a registration link',
    method: 'PATCH',
    url: (w) => `/api/organizer/events/${w.eventId}/`,
    body: () => ({ reg_url: 'https://quiz.example/\u200dreg' }),
    field: 'reg_url',
    text: message('Ссылка на регистрацию', 'U+200D'),
  },
  {
    name: 'a zero-width space in a new theme’s title',
    method: 'POST',
    url: () => '/api/organizer/themes/',
    body: () => ({ title: 'Гарри\u200bПоттер' }),
    field: 'title',
    text: message('Название темы', 'U+200B'),
  },
  {
    name: 'a bell in a theme’s description',
    method: 'PATCH',
    url: (w) => `/api/organizer/themes/${w.themeId}/`,
    body: () => ({ description: 'Первый тур\n\u0007' }),
    field: 'description',
    text: message('Описание темы', 'U+0007'),
  },
  {
    name: 'a line break in a venue’s title',
    method: 'POST',
    url: () => '/api/organizer/places/',
    body: (w) => newPlace(w, { title: 'Бар\nПробка' }),
    field: 'title',
    text: message('Название площадки', 'U+000A'),
  },
  {
    name: 'a bidi override in a venue’s address',
    method: 'PATCH',
    url: (w) => `/api/organizer/places/${w.placeId}/`,
    body: () => ({ address: 'ул. \u202eанинеЛ, 1' }),
    field: 'address',
    text: message('Адрес площадки', 'U+202E'),
  },
  {
    name: 'a NUL in a venue’s preorder link',
    method: 'PATCH',
    url: (w) => `/api/organizer/places/${w.placeId}/`,
    body: () => ({ preorder_url: 'https://menu.example/\u0000' }),
    field: 'preorder_url',
    text: message('Ссылка на предзаказ', 'U+0000'),
  },
  {
    name: 'an escape in a table’s name',
    method: 'POST',
    url: () => '/api/organizer/places/',
    body: (w) => newPlace(w, { seats: [{ title: 'Стол\u001b[2J', capacity: 6, max_capacity: 8 }] }),
    field: 'seats.0.title',
    text: message('Название стола', 'U+001B'),
  },
];

describeEachDb('organizer text fields: invisible and control characters', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
  }, 60_000);
  afterAll(async () => t?.close());

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s → 400 naming the field, nothing changed',
    async (_n, c) => {
      const before = await fingerprint(app);
      const res = await app.inject({
        method: c.method,
        url: c.url(w),
        headers: auth(w.msk),
        payload: c.body(w),
      });
      expect(res.statusCode).toBe(400);
      expect(json<Record<string, string[]>>(res.body)[c.field]).toEqual([c.text]);
      expect(await fingerprint(app)).toBe(before);
    },
  );

  it('a description keeps its paragraphs, tabs and emoji; a title is trimmed', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/organizer/events/${w.eventId}/`,
      headers: auth(w.msk),
      payload: { description: 'Первый тур — кино.\r\n\r\n\tВторой — музыка 👨‍👩‍👧 🎉  ', postfix: '  #2 ' },
    });
    expect(res.statusCode).toBe(200);
    const game = json<OrganizerEvent>(res.body);
    expect(game.description).toBe('Первый тур — кино.\n\n\tВторой — музыка 👨‍👩‍👧 🎉');
    expect(game.postfix).toBe('#2');
    const theme = await app.inject({
      method: 'POST',
      url: '/api/organizer/themes/',
      headers: auth(w.msk),
      payload: { title: '  Семья 👨‍👩‍👧 ' },
    });
    expect(theme.statusCode).toBe(201);
    expect(json<Theme>(theme.body).title).toBe('Семья 👨‍👩‍👧');
  });
});
