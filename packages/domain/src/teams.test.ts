import {
  canAddLineup,
  canClaimCaptaincy,
  canEditPlayer,
  canRemovePlayer,
  fitsRoster,
  freeTeamPlaces,
  inviteSlugFrom,
  isCaptain,
  lineupTitle,
  lockSecondsLeft,
  overflowText,
  participantsOf,
  preorderNotice,
  statusForNewLineup,
  TEAM_TEXTS,
  teamCapacity,
  unitedTeamTitle,
} from './teams';

describe('team rules', () => {
  it('counts participants with guests and checks the roster limit', () => {
    expect(participantsOf([{ participant_count: 1 }, { participant_count: 3 }])).toBe(4);
    expect(fitsRoster(10)).toBe(true);
    expect(fitsRoster(11)).toBe(false);
    expect(fitsRoster(6, 5)).toBe(false);
    expect(overflowText(10)).toContain('не больше 10');
  });

  it('fills the event then the reserve list', () => {
    expect(teamCapacity({ max_teams: 20, tables: 5 })).toBe(20);
    expect(teamCapacity({ tables: 5 })).toBe(5);
    expect(teamCapacity({})).toBeNull();
    expect(statusForNewLineup(19, 20)).toBe('registered');
    expect(statusForNewLineup(20, 20)).toBe('reserve');
    expect(statusForNewLineup(1000, null)).toBe('registered');
    expect(freeTeamPlaces(18, 20)).toBe(2);
    expect(freeTeamPlaces(25, 20)).toBe(0);
  });

  it('knows the captain and who may remove whom', () => {
    expect(isCaptain({ id: 3, captain: 7 }, { id: 7 })).toBe(true);
    expect(isCaptain({ id: 3, captain: null }, { id: 7, captain: [3] })).toBe(true);
    expect(isCaptain({ id: 3, captain: 8 }, { id: 7, captain: [] })).toBe(false);
    expect(isCaptain({ id: 3, captain: 8 }, null)).toBe(false);
    expect(canRemovePlayer({ id: 1, isCaptain: true }, 2)).toBe(true);
    expect(canRemovePlayer({ id: 1, isCaptain: true }, 1)).toBe(false);
    expect(canRemovePlayer({ id: 2, isCaptain: false }, 2)).toBe(true);
    expect(canRemovePlayer({ id: 2, isCaptain: false }, 3)).toBe(false);
    expect(canEditPlayer({ id: 2, isCaptain: false }, 2)).toBe(true);
    expect(canEditPlayer({ id: 2, isCaptain: false }, 3)).toBe(false);
    expect(canEditPlayer({ id: 1, isCaptain: true }, 3)).toBe(true);
  });

  it('names extra lineups and united teams', () => {
    expect(lineupTitle('Совы', 0)).toBe('Совы');
    expect(lineupTitle('Совы', 1)).toBe('Совы (состав 2)');
    expect(unitedTeamTitle(0)).toBe('Сборная');
    expect(unitedTeamTitle(2)).toBe('Сборная 3');
  });

  it('counts the lock down', () => {
    expect(lockSecondsLeft(10_000, 5_001)).toBe(5);
    expect(lockSecondsLeft(10_000, 12_000)).toBe(0);
  });

  it('says why there is no preorder', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(preorderNotice({ date: '2026-04-01T12:00:00Z', is_preorder_opened: true }, now)).toBe(
      TEAM_TEXTS.gamePassed,
    );
    expect(preorderNotice({ date: '2026-06-01T12:00:00Z', is_preorder_opened: false }, now)).toBe(
      TEAM_TEXTS.preorderClosed,
    );
    expect(preorderNotice({ date: '2026-06-01T12:00:00Z', is_preorder_opened: true }, now)).toBeNull();
  });

  it('lets only a member claim a captainless team, anyone only an empty one, nobody a united one', () => {
    expect(canClaimCaptaincy({ captain: null, is_united: false, members: 2 }, true)).toBe(true);
    expect(canClaimCaptaincy({ captain: null, is_united: false, members: 2 }, false)).toBe(false);
    expect(canClaimCaptaincy({ captain: null, is_united: false, members: 0 }, false)).toBe(true);
    expect(canClaimCaptaincy({ captain: null, is_united: true, members: 0 }, false)).toBe(false);
    expect(canClaimCaptaincy({ captain: null, is_united: true, members: 3 }, true)).toBe(false);
    expect(canClaimCaptaincy({ captain: 7, is_united: false, members: 1 }, true)).toBe(false);
  });

  it('adds another lineup only when every lineup of the team is full', () => {
    expect(canAddLineup([], 10)).toBe(true);
    expect(canAddLineup([10], 10)).toBe(true);
    expect(canAddLineup([10, 3], 10)).toBe(false);
    expect(canAddLineup([0], 10)).toBe(false);
  });

  it('reads the invite slug from the link or the slug itself', () => {
    expect(inviteSlugFrom('https://quiz.example/reg_on_team/ab12cd34ef56ab78/')).toBe('ab12cd34ef56ab78');
    expect(inviteSlugFrom(' /reg_on_team/ab12?x=1 ')).toBe('ab12');
    expect(inviteSlugFrom('ab12cd34ef56ab78')).toBe('ab12cd34ef56ab78');
    expect(inviteSlugFrom('Совы не то, чем кажутся')).toBeNull();
    expect(inviteSlugFrom('')).toBeNull();
  });
});
