import { City, ErrorBody, Event, LandingFeedQuery, RegistrationFormBody } from './index';

describe('contract', () => {
  it('parses a city with its currency and time zone', () => {
    const msk = {
      id: 1,
      title: 'Москва',
      subdomain: 'msk',
      currency: { code: 'RUB', symbol: '₽' },
      timezone: 'Europe/Moscow',
    };
    expect(City.parse(msk)).toEqual(msk);
    expect(City.safeParse({ ...msk, timezone: undefined }).success).toBe(false);
  });

  it('rejects an event without its game', () => {
    expect(Event.safeParse({ id: 1 }).success).toBe(false);
  });

  it('coerces the landing feed city and rejects non-numbers', () => {
    expect(LandingFeedQuery.parse({ city: '2' })).toEqual({ city: 2 });
    expect(LandingFeedQuery.safeParse({ city: 'abc' }).success).toBe(false);
  });

  it('defaults the registration participant count to 1 (SPEC §9)', () => {
    expect(
      RegistrationFormBody.parse({ name: 'Анна', phone: '79161234567', team_title: 'Совы' })
        .participant_count,
    ).toBe(1);
    expect(
      RegistrationFormBody.safeParse({ name: 'А', phone: '79161234567', team_title: 'Совы' }).error?.issues[0]
        ?.message,
    ).toBe('Имя должно содержать не менее 2 букв!');
  });

  it('accepts both SPEC §8 error shapes', () => {
    expect(ErrorBody.safeParse({ detail: 'Не найдено.' }).success).toBe(true);
    expect(ErrorBody.safeParse({ phone: ['Обязательное поле.'] }).success).toBe(true);
  });
});
