/**
 * The demo seed: every entity of SPEC §3 with believable Russian data. Deterministic (seeded PRNG);
 * dates are relative to the moment of seeding, so there are always past and upcoming games.
 * Runs once, on an empty database (no cities), from a development start that asks for it (SEED_DEMO=1,
 * --seed-demo: start-options.ts) or `pnpm --filter @quiz/server seed`; never with NODE_ENV=production.
 *
 * One file per aggregate; this orchestrator calls them in a fixed order (they share one PRNG, so the
 * order is part of the data). To seed a new area: a new file exporting one function, one call below.
 */
import { countRows } from '../rows';
import { seedCities, seedVenues } from './cities';
import type { Db, SeedContext } from './context';
import { CITIES } from './data';
import { seedEngagement } from './engagement';
import { seedEvents } from './events';
import { seedPeople } from './people';
import { seedPreorder } from './preorder';
import { seedRating } from './rating';
import { seedReviews } from './reviews';
import { rng as makeRng } from './rng';
import { seedSeating } from './seating';
import { seedThemes } from './themes';

export interface SeedSummary {
  cities: number;
  places: number;
  themes: number;
  events: number;
  teams: number;
  users: number;
  rating_seasons: number;
  albums: number;
  trial_packages: number;
}

export async function isEmpty(db: Db): Promise<boolean> {
  return (await countRows(db.selectFrom('cities'))) === 0;
}

/** Seeds when the database has no cities yet; returns the summary or null when skipped. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<SeedSummary | null> {
  if (!(await isEmpty(db))) return null;
  return seed(db, now);
}

export async function seed(db: Db, now = new Date()): Promise<SeedSummary> {
  return db.transaction().execute((trx) => seedInto(trx, now));
}

async function seedInto(db: Db, now: Date): Promise<SeedSummary> {
  const ctx: SeedContext = { db, r: makeRng(20260501), now, created: now.toISOString() };
  const cityId = await seedCities(ctx);
  const venues = await seedVenues(ctx, cityId);
  const { themeIds, gameIds, trialPackages } = await seedThemes(ctx);
  const people = await seedPeople(ctx, cityId);
  const { eventIds, albums } = await seedEvents(ctx, { cityId, venues, gameIds, people });
  const ratingSeasons = await seedRating(ctx, people.teams);
  await seedEngagement(ctx, { cityId, themeIds, people });
  await seedReviews(db, now);
  await seedPreorder(db, now);
  await seedSeating(db);

  return {
    cities: CITIES.length,
    places: venues.placeIds.length,
    themes: themeIds.length,
    events: eventIds.length,
    teams: people.teams.length,
    users: people.allPlayers.length + 1,
    rating_seasons: ratingSeasons,
    albums,
    trial_packages: trialPackages,
  };
}
