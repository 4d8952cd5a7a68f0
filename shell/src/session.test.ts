import { readTokenCookie } from './session';

describe('readTokenCookie', () => {
  it('reads quiz_token among other cookies', () => {
    expect(readTokenCookie('a=1; quiz_token=abc%20def; b=2')).toBe('abc def');
  });
  it('is null when absent or empty', () => {
    expect(readTokenCookie('a=1')).toBeNull();
    expect(readTokenCookie('quiz_token=')).toBeNull();
  });
});
