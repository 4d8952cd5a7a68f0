import {
  GAME_DURATION_MS,
  googleCalendarUrl,
  REMINDER_LATE_MS,
  reminderDueAt,
  reminderKindAt,
  reminderText,
  yandexCalendarUrl,
} from './reminders';

const game = {
  theme: 'Гарри Поттер',
  postfix: '#2',
  startsAt: '2030-03-15T16:30:00.000Z',
  venue: 'Бар «Ромашка»',
  address: 'ул. Ленина, 1',
  timeZone: 'Europe/Moscow',
  url: 'https://quiz.example/event/7',
};
const start = new Date(game.startsAt);
const HOUR = 3_600_000;

describe('reminders', () => {
  it('are due 24 h and 2 h before the start', () => {
    expect(reminderDueAt(start, '24h').toISOString()).toBe('2030-03-14T16:30:00.000Z');
    expect(reminderDueAt(start, '2h').toISOString()).toBe('2030-03-15T14:30:00.000Z');
  });

  it('a due reminder is worth sending only a little late; after the start none', () => {
    expect(reminderKindAt(start, new Date(start.getTime() - 25 * HOUR))).toBeNull();
    expect(reminderKindAt(start, new Date(start.getTime() - 24 * HOUR))).toBe('24h');
    expect(reminderKindAt(start, new Date(start.getTime() - 24 * HOUR + REMINDER_LATE_MS + 1))).toBeNull();
    expect(reminderKindAt(start, new Date(start.getTime() - 2 * HOUR))).toBe('2h');
    expect(reminderKindAt(start, start)).toBeNull();
  });

  it('the text shows the game, the local time, the venue and the link', () => {
    expect(reminderText(game, '2h')).toBe(
      'Через 2 часа квиз «Гарри Поттер #2»: 15 марта, 19:30, Бар «Ромашка», ул. Ленина, 1. https://quiz.example/event/7',
    );
  });

  it('Google and Yandex links carry the title, the UTC times of a 2-hour game and the place', () => {
    const google = new URL(googleCalendarUrl(game));
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('text')).toBe('Гарри Поттер #2');
    expect(google.searchParams.get('dates')).toBe('20300315T163000Z/20300315T183000Z');
    expect(google.searchParams.get('location')).toBe('Бар «Ромашка», ул. Ленина, 1');
    const yandex = new URL(yandexCalendarUrl(game));
    expect(yandex.searchParams.get('name')).toBe('Гарри Поттер #2');
    expect(
      new Date(yandex.searchParams.get('endTs') ?? '').getTime() -
        new Date(yandex.searchParams.get('startTs') ?? '').getTime(),
    ).toBe(GAME_DURATION_MS);
  });
});
