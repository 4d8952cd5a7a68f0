import { CITY_COOKIE, cityIdFromCookies, cookieValue } from './cookies';

describe('cookies', () => {
  it('reads one cookie of a Cookie header, decoded', () => {
    expect(cookieValue('a=1; quiz_token=ab%3Dc; quiz_city=7', 'quiz_token')).toBe('ab=c');
    expect(cookieValue('a=1', 'quiz_token')).toBeNull();
    expect(cookieValue(undefined, 'quiz_token')).toBeNull();
    expect(cookieValue('quiz_token=%E0%A4%A', 'quiz_token')).toBeNull();
  });

  it('takes the city id only when it is a positive whole number', () => {
    expect(CITY_COOKIE).toBe('quiz_city');
    expect(cityIdFromCookies('x=y; quiz_city=12')).toBe(12);
    for (const bad of ['quiz_city=0', 'quiz_city=-3', 'quiz_city=1.5', 'quiz_city=abc', 'quiz_city=', '']) {
      expect(cityIdFromCookies(bad)).toBeNull();
    }
  });
});
