import {
  eventDateError,
  priceError,
  registrationOpeningError,
  teamLimitError,
  teamSizeError,
} from './schedule';
import { ORGANIZER_TEXTS } from './texts';

describe('schedule rules', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('refuses a date in the past or no date', () => {
    expect(eventDateError('2026-11-26T11:59:00Z', now)).toBe(ORGANIZER_TEXTS.dateInPast);
    expect(eventDateError('tomorrow', now)).toBe(ORGANIZER_TEXTS.badDate);
    expect(eventDateError('2026-11-27T16:00:00Z', now)).toBeUndefined();
  });

  it('refuses a negative price, a team size of 0 and a limit below the registered teams', () => {
    expect(priceError(-1)).toBe(ORGANIZER_TEXTS.negativePrice);
    expect(priceError(0)).toBeUndefined();
    expect(teamSizeError(0)).toBe(ORGANIZER_TEXTS.teamSize);
    expect(teamSizeError(6)).toBeUndefined();
    expect(teamLimitError(3, 5)).toBe('На игру уже зарегистрировано команд: 5. Лимит не может быть меньше.');
    expect(teamLimitError(5, 5)).toBeUndefined();
  });

  it('opens registration before the game starts, on both sides with one message', () => {
    const start = '2026-12-01T16:00:00.000Z';
    expect(registrationOpeningError('2026-12-01T16:00:00.000Z', start)).toBe(
      'Регистрация должна открываться до начала игры.',
    );
    // an instant written with an offset (as the API may receive it) is compared as an instant
    expect(registrationOpeningError('2026-12-01T19:00:00+03:00', start)).toBe(
      ORGANIZER_TEXTS.registrationAfterStart,
    );
    expect(registrationOpeningError('2026-12-01T15:59:00.000Z', start)).toBeUndefined();
    expect(registrationOpeningError(null, start)).toBeUndefined();
  });
});
