import { City, ErrorBody, Event, LandingFeedQuery, RegistrationForm } from './index';

describe('contract', () => {
  it('parses a city with its currency', () => {
    expect(
      City.parse({ id: 1, title: 'Москва', subdomain: 'msk', currency: { code: 'RUB', symbol: '₽' } }),
    ).toEqual({ id: 1, title: 'Москва', subdomain: 'msk', currency: { code: 'RUB', symbol: '₽' } });
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
      RegistrationForm.parse({ firstName: 'Анна', phone: '79161234567', teamTitle: 'Совы' }).participantCount,
    ).toBe(1);
  });

  it('accepts both SPEC §8 error shapes', () => {
    expect(ErrorBody.safeParse({ detail: 'Не найдено.' }).success).toBe(true);
    expect(ErrorBody.safeParse({ phone: ['Обязательное поле.'] }).success).toBe(true);
  });
});
