import {
  canWriteReview,
  comfortableTimeKey,
  difficultyStars,
  gameMaxPlayersInTeam,
  isOpenForRegistration,
  isPassed,
  isRegistrationOpen,
  maxPlayersInTeam,
  nameError,
  parseId,
  resendDelaySeconds,
  SEND_BY_LABELS,
  toggleVoteTheme,
} from './rules';

const DAY = 24 * 60 * 60 * 1000;

describe('isRegistrationOpen', () => {
  it('is open only for published and sitting', () => {
    expect(isRegistrationOpen('published')).toBe(true);
    expect(isRegistrationOpen('sitting')).toBe(true);
    for (const state of ['draft', 'closed', 'finished', 'archived', '', null, undefined]) {
      expect(isRegistrationOpen(state)).toBe(false);
    }
  });
});

describe('isOpenForRegistration', () => {
  const now = new Date('2025-11-28T19:30:00+03:00');
  it('needs an open state and a game that has not started', () => {
    const later = '2025-11-28T19:31:00+03:00';
    expect(isOpenForRegistration({ workflow_state: 'published', date: later }, now)).toBe(true);
    expect(isOpenForRegistration({ workflow_state: 'sitting', date: later }, now)).toBe(true);
    expect(isOpenForRegistration({ workflow_state: 'finished', date: later }, now)).toBe(false);
    expect(isOpenForRegistration({ workflow_state: 'published', date: now }, now)).toBe(false);
  });
  it('waits for the registration opening the organizer set', () => {
    const later = '2025-11-30T19:00:00+03:00';
    const event = { workflow_state: 'published', date: later };
    expect(isOpenForRegistration({ ...event, registration_opens_at: '2025-11-28T20:00:00+03:00' }, now)).toBe(
      false,
    );
    expect(isOpenForRegistration({ ...event, registration_opens_at: '2025-11-28T19:00:00+03:00' }, now)).toBe(
      true,
    );
    expect(isOpenForRegistration({ ...event, registration_opens_at: null }, now)).toBe(true);
  });
});

describe('isPassed', () => {
  const now = new Date('2025-11-28T19:30:00+03:00');
  it('is true when the date is earlier than now', () => {
    expect(isPassed('2025-11-28T19:29:59+03:00', now)).toBe(true);
    expect(isPassed(new Date(now.getTime() - 1), now)).toBe(true);
  });
  it('is false at exactly now and later', () => {
    expect(isPassed(now, now)).toBe(false);
    expect(isPassed('2025-11-29T19:30:00+03:00', now)).toBe(false);
  });
  it('is false for an invalid date', () => {
    expect(isPassed('not a date', now)).toBe(false);
  });
});

describe('difficultyStars', () => {
  it('easy 1, norm 2, anything else 3', () => {
    expect(difficultyStars('easy')).toBe(1);
    expect(difficultyStars('norm')).toBe(2);
    expect(difficultyStars('hard')).toBe(3);
    expect(difficultyStars('other')).toBe(3);
    expect(difficultyStars(null)).toBe(3);
  });
});

describe('canWriteReview', () => {
  // 19:30 in Moscow on 20 Nov
  const game = new Date('2025-11-20T16:30:00Z');
  const tz = 'Europe/Moscow';
  const at = (ms: number) => new Date(game.getTime() + ms);
  it('needs the game to be passed', () => {
    expect(canWriteReview({ date: game, isParticipant: true, timeZone: tz, now: at(-1000) })).toBe(false);
    expect(canWriteReview({ date: game, isParticipant: true, timeZone: tz, now: game })).toBe(false);
    expect(canWriteReview({ date: game, isParticipant: true, timeZone: tz, now: at(1000) })).toBe(true);
  });
  it('is allowed through local day 6 after the game, not on day 7', () => {
    expect(canWriteReview({ date: game, isParticipant: true, timeZone: tz, now: at(6 * DAY) })).toBe(true);
    // 23:59 Moscow on day 6
    expect(
      canWriteReview({
        date: game,
        isParticipant: true,
        timeZone: tz,
        now: new Date('2025-11-26T20:59:00Z'),
      }),
    ).toBe(true);
    expect(canWriteReview({ date: game, isParticipant: true, timeZone: tz, now: at(7 * DAY) })).toBe(false);
  });
  it('needs the user to have played', () => {
    expect(canWriteReview({ date: game, isParticipant: false, timeZone: tz, now: at(DAY) })).toBe(false);
    // a sent review is not offered again
    expect(
      canWriteReview({ date: game, isParticipant: true, timeZone: tz, reviewed: true, now: at(DAY) }),
    ).toBe(false);
  });
  it('accepts ISO strings', () => {
    expect(
      canWriteReview({ date: game.toISOString(), isParticipant: true, timeZone: tz, now: at(DAY) }),
    ).toBe(true);
  });
});

describe('resendDelaySeconds', () => {
  it('is 5 s for the first send and grows by 5 s per send', () => {
    expect([1, 2, 3, 4, 5].map(resendDelaySeconds)).toEqual([5, 10, 15, 20, 25]);
  });
  it('treats 0, negatives and junk as the first send', () => {
    expect(resendDelaySeconds(0)).toBe(5);
    expect(resendDelaySeconds(-3)).toBe(5);
    expect(resendDelaySeconds(Number.NaN)).toBe(5);
  });
});

describe('maxPlayersInTeam', () => {
  it("uses the place's max_players_in_team, default 10", () => {
    expect(maxPlayersInTeam({ max_players_in_team: 6 })).toBe(6);
    expect(maxPlayersInTeam({ max_players_in_team: 12 })).toBe(12);
    expect(maxPlayersInTeam({ max_players_in_team: null })).toBe(10);
    expect(maxPlayersInTeam({})).toBe(10);
    expect(maxPlayersInTeam(null)).toBe(10);
    expect(maxPlayersInTeam(undefined)).toBe(10);
  });
});

describe('gameMaxPlayersInTeam', () => {
  it("takes the game's own limit first, then the venue's, then 10", () => {
    expect(gameMaxPlayersInTeam({ max_players_in_team: 6 }, { max_players_in_team: 8 })).toBe(6);
    expect(gameMaxPlayersInTeam({ max_players_in_team: 6 }, null)).toBe(6);
    expect(gameMaxPlayersInTeam({ max_players_in_team: null }, { max_players_in_team: 8 })).toBe(8);
    expect(gameMaxPlayersInTeam({}, { max_players_in_team: null })).toBe(10);
    expect(gameMaxPlayersInTeam({ max_players_in_team: 0 }, undefined)).toBe(10);
  });
});

describe('nameError', () => {
  it("takes 2 to 18 characters once trimmed, with the site's words", () => {
    expect(nameError('Я')).toBe('Имя должно содержать не менее 2 букв!');
    // two letters typed between spaces are still one short name, as the server trims it
    expect(nameError(' Я ')).toBe('Имя должно содержать не менее 2 букв!');
    expect(nameError(' Ян ')).toBeUndefined();
    expect(nameError('x'.repeat(18))).toBeUndefined();
    expect(nameError('x'.repeat(19))).toBe('Имя должно содержать не более 18 символов!');
    expect(nameError(undefined)).toBe('Имя должно содержать не менее 2 букв!');
  });
});

describe('toggleVoteTheme', () => {
  it('adds up to two themes', () => {
    expect(toggleVoteTheme([], 1)).toEqual([1]);
    expect(toggleVoteTheme([1], 2)).toEqual([1, 2]);
  });
  it('drops the oldest when a third is chosen', () => {
    expect(toggleVoteTheme([1, 2], 3)).toEqual([2, 3]);
    expect(toggleVoteTheme([2, 3], 1)).toEqual([3, 1]);
  });
  it('removes a chosen theme', () => {
    expect(toggleVoteTheme([1, 2], 1)).toEqual([2]);
    expect(toggleVoteTheme([2], 2)).toEqual([]);
  });
  it('does not mutate the input', () => {
    const selected = [1, 2];
    toggleVoteTheme(selected, 3);
    expect(selected).toEqual([1, 2]);
  });
});

describe('SEND_BY_LABELS', () => {
  it('names every code channel in Russian', () => {
    expect(SEND_BY_LABELS).toEqual({
      whatsapp: 'WhatsApp',
      sms_aero: 'SMS',
      flash_call: 'звонок — последние 4 цифры номера',
      other: 'сообщение',
    });
  });
});

describe('comfortableTimeKey', () => {
  it("builds the 'hour-day' id", () => {
    expect(comfortableTimeKey(18, 'mn')).toBe('18-mn');
    expect(comfortableTimeKey(21, 'su')).toBe('21-su');
  });
});

describe('parseId', () => {
  it.each([
    ['5', 5],
    ['123', 123],
    [7, 7],
  ])('%j → %j', (input, id) => {
    expect(parseId(input)).toBe(id);
  });
  it.each(['abc', '', '0', '-3', '1.5', '1e3', ' 5', '5abc', 'NaN', null, undefined, 0, -1, 1.5, Number.NaN])(
    'rejects %j',
    (input) => {
      expect(parseId(input)).toBeNull();
    },
  );
});
