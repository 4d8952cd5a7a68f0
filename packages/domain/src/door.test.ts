import {
  admissionLimit,
  arrivedPeopleText,
  maskedPhone,
  matchesDoorSearch,
  placeOffer,
  playersLimit,
} from './door';

const owls = { title: 'Ёжики в тумане', captain: { name: 'Анна Петрова', phone: '79161234567' } };

describe('the door', () => {
  it('finds a team by its title or its captain, in any case, ё as е, and by the captain’s phone digits', () => {
    expect(matchesDoorSearch(owls, '')).toBe(true);
    expect(matchesDoorSearch(owls, 'ежики')).toBe(true);
    expect(matchesDoorSearch(owls, 'ТУМАН анна')).toBe(true);
    expect(matchesDoorSearch(owls, 'петрова')).toBe(true);
    expect(matchesDoorSearch(owls, '123-45')).toBe(true);
    expect(matchesDoorSearch(owls, '8 (916) 123')).toBe(true);
    expect(matchesDoorSearch(owls, '555')).toBe(false);
    // a part of the number that begins with 89 is not a whole number typed with 8 for 7
    const grant = { title: 'Дети капитана Гранта', captain: { name: 'Роберт', phone: '79998918591' } };
    expect(matchesDoorSearch(grant, '8918591')).toBe(true);
    expect(matchesDoorSearch(grant, '8 999 891-85-91')).toBe(true);
    expect(matchesDoorSearch(owls, 'совы')).toBe(false);
    expect(matchesDoorSearch({ title: 'Совы', captain: null }, '916')).toBe(false);
  });

  it('asks for a free place only for a lineup outside the main list, unless the organizer goes over', () => {
    expect(admissionLimit('registered', 10, 10, false)).toBeNull();
    expect(admissionLimit('reserve', 9, 10, false)).toBeNull();
    expect(admissionLimit('reserve', 10, 10, false)).toBe('teams');
    expect(admissionLimit('no_show', 12, 10, false)).toBe('teams');
    expect(admissionLimit('reserve', 10, 10, true)).toBeNull();
    expect(admissionLimit('reserve', 100, null, false)).toBeNull();
    expect(playersLimit(9, 8, false)).toBe('players');
    expect(playersLimit(9, 8, true)).toBeNull();
    expect(playersLimit(8, 8, false)).toBeNull();
    expect(playersLimit(undefined, 8, false)).toBeNull();
  });

  it('offers a freed place to the first reserve team', () => {
    const teams = [
      { id: 1, status: 'registered' as const },
      { id: 2, status: 'no_show' as const },
      { id: 3, status: 'reserve' as const },
      { id: 4, status: 'reserve' as const },
    ];
    expect(placeOffer(teams, 2)?.id).toBe(3);
    expect(placeOffer(teams, 1)).toBeNull();
    expect(placeOffer(teams.slice(0, 2), 2)).toBeNull();
  });

  it('shows a searched captain’s phone by its last four digits only, and people in Russian', () => {
    expect(maskedPhone('79161234567')).toBe('+7 ••• •••-45-67');
    expect(maskedPhone(null)).toBeNull();
    expect(arrivedPeopleText(1)).toBe('Пришли 1 человек');
    expect(arrivedPeopleText(3)).toBe('Пришли 3 человека');
    expect(arrivedPeopleText(12)).toBe('Пришли 12 человек');
  });
});
