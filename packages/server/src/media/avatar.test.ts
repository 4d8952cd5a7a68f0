import { busyRetryAfter } from './avatar';

describe('the avatar queue’s retry_after', () => {
  it('is the decodes in flight times one decode, in whole seconds from 1 to 60', () => {
    expect(busyRetryAfter(9, 1200)).toBe(11);
    expect(busyRetryAfter(9, 2000)).toBe(18);
    expect(busyRetryAfter(0, 2000)).toBe(1);
    expect(busyRetryAfter(1, 10)).toBe(1);
    expect(busyRetryAfter(9, 30_000)).toBe(60);
  });
});
