import {
  applySeatingChange,
  estimatedPlayers,
  occupiedByTable,
  playersOfMax,
  SEATING_MODES,
  seatingRefusal,
  seatingSummary,
  tableFree,
} from './seating';

const team = (id: number, size: number, is_in_game = false, seat_id: number | null = null) => ({
  id,
  size,
  is_in_game,
  seat_id,
});
const tables = [
  { id: 1, title: 'Стол 1', max_capacity: 8 },
  { id: 2, title: 'Стол 2', max_capacity: 6 },
];

describe('seating rules', () => {
  it('names the four modes to the letter', () => {
    expect(SEATING_MODES.map((m) => m.label)).toEqual([
      'Общая информация',
      'Гибкая рассадка',
      'С посадочными решениями',
      'С картосхемой',
    ]);
  });

  it('shows «N из 10» (SPEC §9)', () => {
    expect(playersOfMax(7)).toBe('7 из 10');
    expect(playersOfMax(0)).toBe('0 из 10');
  });

  it('counts a team by its players, else by the last registration amount', () => {
    expect(estimatedPlayers([{ participant_count: 1 }, { participant_count: 2 }])).toBe(3);
    expect(estimatedPlayers([], [{ amount: 4 }, { amount: 6 }])).toBe(6);
    expect(estimatedPlayers([])).toBe(0);
  });

  it('sums the summary and never shows negative free seats', () => {
    const teams = [team(1, 4, true, 1), team(2, 5, true), team(3, 3)];
    expect(seatingSummary(20, teams)).toEqual({
      capacity: 20,
      teams_registered: 3,
      players_registered: 12,
      teams_in_game: 2,
      players_in_game: 9,
      free: 11,
    });
    expect(seatingSummary(5, teams).free).toBe(0);
    expect(tableFree({ max_capacity: 6 }, 9)).toBe(0);
    expect(occupiedByTable(teams).get(1)).toBe(4);
  });

  it('a table seats the team in the game; leaving the game frees its table', () => {
    expect(applySeatingChange(team(1, 4), { seat_id: 2 })).toMatchObject({ is_in_game: true, seat_id: 2 });
    expect(applySeatingChange(team(1, 4, true, 2), { is_in_game: false })).toMatchObject({
      is_in_game: false,
      seat_id: null,
    });
    expect(applySeatingChange(team(1, 4, true, 2), { seat_id: 1 })).toMatchObject({ seat_id: 1 });
  });

  it('refuses a full table, a full venue, an unknown table or team', () => {
    const teams = [team(1, 5, true, 1), team(2, 4), team(3, 3)];
    const input = { capacity: 12, tables, teams };
    expect(seatingRefusal(input, 2, { seat_id: 1 })).toBe(
      'За столом «Стол 1» не хватает мест: свободно 3, в команде 4.',
    );
    expect(seatingRefusal(input, 3, { seat_id: 1 })).toBeNull();
    expect(seatingRefusal(input, 2, { seat_id: 2 })).toBeNull();
    expect(seatingRefusal({ ...input, capacity: 8 }, 2, { is_in_game: true })).toBe(
      'В зале не хватает мест: свободно 3, в команде 4.',
    );
    expect(seatingRefusal(input, 2, { seat_id: 99 })).toBe('Такого стола нет в зале этой игры.');
    expect(seatingRefusal(input, 99, { is_in_game: true })).toBe('Команда не зарегистрирована на эту игру.');
    // the team's own seats count as free when it moves within its table
    expect(seatingRefusal(input, 1, { seat_id: 1 })).toBeNull();
  });
});
