/** People (the organizer, the demo player, team members, legionaries) and their teams. */

import { insertId } from '../rows';
import type { CityIds } from './cities';
import type { SeedContext, TeamSeed } from './context';
import {
  CAPTAINLESS_TEAM_TITLE,
  DEMO_PLAYER,
  FEMALE_FIRST,
  feminine,
  LAST_NAMES,
  MALE_FIRST,
  ORGANIZER,
  SPB_ORGANIZER,
  TEAM_CITY,
  TEAM_NAMES,
  UNITED_TEAMS,
} from './data';
import type { Rng } from './rng';

function phoneFor(i: number): string {
  return `7916${String(1000000 + i * 7919).slice(-7)}`;
}

function personName(r: Rng): { first_name: string; last_name: string } {
  const female = r.chance(0.45);
  const last = r.pick(LAST_NAMES);
  return female
    ? { first_name: r.pick(FEMALE_FIRST), last_name: feminine(last) }
    : { first_name: r.pick(MALE_FIRST), last_name: last };
}

export interface People {
  organizerId: number;
  demoId: number;
  teams: TeamSeed[];
  /** every player, the demo player first */
  allPlayers: number[];
}

export async function seedPeople({ db, r, created }: SeedContext, cityId: CityIds): Promise<People> {
  let phoneIndex = 0;
  const organizerId = await insertId(db, 'users', {
    ...ORGANIZER,
    city_id: cityId.msk,
    is_organizer: 1,
    created_at: created,
  });
  const spbOrganizerId = await insertId(db, 'users', {
    ...SPB_ORGANIZER,
    city_id: cityId.spb,
    is_organizer: 1,
    created_at: created,
  });
  await db
    .insertInto('organizer_cities')
    .values([
      { user_id: organizerId, city_id: cityId.msk },
      { user_id: spbOrganizerId, city_id: cityId.spb },
    ])
    .execute();
  const demoId = await insertId(db, 'users', { ...DEMO_PLAYER, city_id: cityId.msk, created_at: created });

  // ---- teams with players
  const teams: TeamSeed[] = [];
  const allPlayers: number[] = [demoId];
  for (const [ti, title] of TEAM_NAMES.entries()) {
    const city = TEAM_CITY(ti);
    const size = r.int(4, 7);
    const members: number[] = ti === 0 ? [demoId] : [];
    while (members.length < size) {
      const userId = await insertId(db, 'users', {
        ...personName(r),
        phone: phoneFor(phoneIndex++),
        city_id: cityId[city],
        is_legionary: UNITED_TEAMS.has(ti) || r.chance(0.1) ? 1 : 0,
        created_at: created,
      });
      members.push(userId);
      allPlayers.push(userId);
    }
    const teamId = await insertId(db, 'teams', {
      title,
      captain_id: members[0] ?? null,
      city_id: cityId[city],
      secret_slug: r.hex(16),
      is_united: UNITED_TEAMS.has(ti) ? 1 : 0,
      is_recruiting: UNITED_TEAMS.has(ti) || r.chance(0.2) ? 1 : 0,
      created_at: created,
    });
    await db
      .insertInto('team_members')
      .values(members.map((user_id) => ({ team_id: teamId, user_id, joined_at: created })))
      .execute();
    teams.push({ id: teamId, title, city, members });
  }
  // A team left without a captain (its players moved on): creating a team of this title offers to
  // claim it (the 409 of POST team/, SPEC §8). No random draws: the rest of the seed stays the same.
  await db
    .insertInto('teams')
    .values({
      title: CAPTAINLESS_TEAM_TITLE,
      captain_id: null,
      city_id: cityId.msk,
      secret_slug: 'c0ffee0000000001',
      created_at: created,
    })
    .execute();
  return { organizerId, demoId, teams, allPlayers };
}
