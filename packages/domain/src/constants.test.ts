import * as c from './constants';

describe('SPEC §9 constants', () => {
  it('have the values of the spec', () => {
    expect({
      REVIEW_WINDOW_DAYS: c.REVIEW_WINDOW_DAYS,
      THEMES_PAGE_SIZE: c.THEMES_PAGE_SIZE,
      RESEND_BASE_SECONDS: c.RESEND_BASE_SECONDS,
      RESEND_STEP_SECONDS: c.RESEND_STEP_SECONDS,
      LOGIN_CODE_LENGTH: c.LOGIN_CODE_LENGTH,
      PHONE_INPUT_MAX: c.PHONE_INPUT_MAX,
      NAME_MIN: c.NAME_MIN,
      NAME_MAX: c.NAME_MAX,
      TEAM_TITLE_MAX: c.TEAM_TITLE_MAX,
      PARTICIPANT_COUNT_MAX: c.PARTICIPANT_COUNT_MAX,
      NAME_TOO_SHORT_TEXT: c.NAME_TOO_SHORT_TEXT,
      NAME_TOO_LONG_TEXT: c.NAME_TOO_LONG_TEXT,
      ADD_PLAYER_PHONE_DIGITS: c.ADD_PLAYER_PHONE_DIGITS,
      CHILD_PHONE_MIN_DIGITS: c.CHILD_PHONE_MIN_DIGITS,
      CHILD_AGE_OPTIONS: c.CHILD_AGE_OPTIONS,
      AVAILABILITY_HOURS: c.AVAILABILITY_HOURS,
      AVAILABILITY_DAYS: c.AVAILABILITY_DAYS,
      RECOMMENDATION_VALUES: c.RECOMMENDATION_VALUES,
      STAR_SIZE: c.STAR_SIZE,
      DEFAULT_MAX_PLAYERS: c.DEFAULT_MAX_PLAYERS,
      QUANTITY_MIN: c.QUANTITY_MIN,
      QUANTITY_MAX: c.QUANTITY_MAX,
      VOTE_MAX_THEMES: c.VOTE_MAX_THEMES,
      DEFAULT_PARTICIPANT_COUNT: c.DEFAULT_PARTICIPANT_COUNT,
      THANKS_SCREEN_MS: c.THANKS_SCREEN_MS,
      CHECK_TOGGLE_LOCK_MS: c.CHECK_TOGGLE_LOCK_MS,
      EVENT_RELOAD_INTERVAL_MS: c.EVENT_RELOAD_INTERVAL_MS,
      TOAST_DURATION_MS: c.TOAST_DURATION_MS,
      MOBILE_BREAKPOINT: c.MOBILE_BREAKPOINT,
      OPEN_REGISTRATION_STATES: c.OPEN_REGISTRATION_STATES,
      TOKEN_COOKIE: c.TOKEN_COOKIE,
      THEME_COLOR: c.THEME_COLOR,
      CODE_CHANNELS: c.CODE_CHANNELS,
      SEATING_TEAM_MAX: c.SEATING_TEAM_MAX,
    }).toEqual({
      REVIEW_WINDOW_DAYS: 6,
      THEMES_PAGE_SIZE: 3,
      RESEND_BASE_SECONDS: 5,
      RESEND_STEP_SECONDS: 5,
      LOGIN_CODE_LENGTH: 4,
      PHONE_INPUT_MAX: 18,
      NAME_MIN: 2,
      NAME_MAX: 18,
      TEAM_TITLE_MAX: 60,
      PARTICIPANT_COUNT_MAX: 99,
      NAME_TOO_SHORT_TEXT: 'Имя должно содержать не менее 2 букв!',
      NAME_TOO_LONG_TEXT: 'Имя должно содержать не более 18 символов!',
      ADD_PLAYER_PHONE_DIGITS: [11, 12],
      CHILD_PHONE_MIN_DIGITS: 7,
      CHILD_AGE_OPTIONS: ['8-10 лет', '11-13 лет'],
      AVAILABILITY_HOURS: [18, 19, 20, 21],
      AVAILABILITY_DAYS: ['mn', 'tu', 'we', 'th', 'fr', 'sa', 'su'],
      RECOMMENDATION_VALUES: [1, 50, 100],
      STAR_SIZE: 36,
      DEFAULT_MAX_PLAYERS: 10,
      QUANTITY_MIN: 1,
      QUANTITY_MAX: 99,
      VOTE_MAX_THEMES: 2,
      DEFAULT_PARTICIPANT_COUNT: 1,
      THANKS_SCREEN_MS: 3000,
      CHECK_TOGGLE_LOCK_MS: 5000,
      EVENT_RELOAD_INTERVAL_MS: 10000,
      TOAST_DURATION_MS: 3000,
      MOBILE_BREAKPOINT: 576,
      OPEN_REGISTRATION_STATES: ['published', 'sitting'],
      TOKEN_COOKIE: 'quiz_token',
      THEME_COLOR: '#2C2D73',
      CODE_CHANNELS: ['whatsapp', 'flash_call', 'sms_aero', 'other'],
      SEATING_TEAM_MAX: 10,
    });
  });

  it('child team sizes are solo then 2 to 8, with Russian labels', () => {
    expect(c.CHILD_TEAM_SIZES.map((o) => o.value)).toEqual(['solo', '2', '3', '4', '5', '6', '7', '8']);
    expect(c.CHILD_TEAM_SIZES[0]?.label).toMatch(/Соло/);
    expect(c.CHILD_TEAM_SIZES.find((o) => o.value === '3')?.label).toBe('3 игрока');
    expect(c.CHILD_TEAM_SIZES.find((o) => o.value === '5')?.label).toBe('5 игроков');
  });

  it('day codes have Russian short labels пн..вс', () => {
    expect(c.AVAILABILITY_DAYS.map((d) => c.AVAILABILITY_DAY_LABELS[d])).toEqual([
      'пн',
      'вт',
      'ср',
      'чт',
      'пт',
      'сб',
      'вс',
    ]);
  });
});
