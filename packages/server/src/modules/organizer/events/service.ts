/**
 * Scheduling: the organizer's games, create, edit and the workflow moves (publish, unpublish,
 * postpone, cancel, restore). A write runs in one transaction, under the game's row lock, with its
 * checks (./rules.ts), what the move remembers (./lifecycle.ts: the calendar revision, the date before a
 * move, the state before a cancellation), its audit entry and the notices of a cancelled, moved or
 * restored game to everyone on it (./notices.ts). Every write changes `events`, whose trigger raises
 * the public data version, so the city's home, the game's page and every public cache follow at once.
 * The reminders follow by themselves: a reminder job re-checks its game when it runs (a cancelled game
 * drops it, a moved or restored one is planned anew for its start by the reminder planner).
 */
import type {
  EventCreateBody,
  EventUpdateBody,
  OrganizerEvent,
  OrganizerEventsQuery,
  OrganizerEventsResponse,
} from '@quiz/contract';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import type { Db } from '../../../db';
import { fieldErrors } from '../../../errors';
import { cityView } from '../../../views/catalogue';
import { assertOrganizerOf, checkUnitedTag, citiesOf } from '../access';
import { diff, record } from '../audit/service';
import { checkRestorable, isPostponement, lifecycleColumns, type Move, noticeOfMove } from './lifecycle';
import { noticeParticipants } from './notices';
import * as repo from './repository';
import {
  checkPlace,
  checkRegistrationOpening,
  checkTeamLimit,
  checkTheme,
  checkToursKeepScores,
  nextState,
  toursOfEvent,
} from './rules';
import {
  type Counts,
  descriptionPost,
  eventTitle,
  NO_COUNTS,
  organizerEventView,
  organizerRowView,
} from './view';

async function countsOf(db: Db, eventIds: readonly number[]): Promise<Map<number, Counts>> {
  const rows = await repo.lineupCounts(db, eventIds);
  const counts = new Map<number, Counts>();
  for (const row of rows) {
    const c = counts.get(row.event_id) ?? { ...NO_COUNTS };
    if (row.status === 'reserve') c.reserve += Number(row.teams);
    // a no-show (the door) holds no team place: counted neither registered nor in reserve
    else if (row.status !== 'no_show') {
      c.registered += Number(row.teams);
      c.participants += Number(row.participants ?? 0);
    }
    counts.set(row.event_id, c);
  }
  return counts;
}

export async function listEvents(
  db: Db,
  userId: number,
  query: OrganizerEventsQuery,
): Promise<OrganizerEventsResponse> {
  // a `?city=` of another city was refused by the route guard (organizerOfCity)
  const cityIds = query.city !== undefined ? [query.city] : await citiesOf(db, userId);
  const [cities, rows] = await Promise.all([
    cityIds.length
      ? db.selectFrom('cities').selectAll().where('id', 'in', cityIds).orderBy('sort_order').execute()
      : [],
    repo.eventsOfCities(db, cityIds),
  ]);
  const ids = rows.map((r) => r.id);
  const [counts, tables] = await Promise.all([
    countsOf(db, ids),
    repo.countsPerPlace(db, 'place_seats', [...new Set(rows.map((r) => r.place_id))]),
  ]);
  const now = new Date().toISOString();
  const views = rows.map((r) =>
    organizerRowView(r, counts.get(r.id) ?? NO_COUNTS, tables.get(r.place_id) ?? 0),
  );
  return {
    cities: cities.map(cityView),
    upcoming: views.filter((v) => v.date >= now),
    past: views
      .filter((v) => v.date < now)
      .reverse()
      .slice(0, 100),
  };
}

export async function loadEvent(db: Db, id: number): Promise<OrganizerEvent> {
  const row = await repo.requireEvent(db, id);
  const [counts, tours] = await Promise.all([countsOf(db, [id]), toursOfEvent(db, row)]);
  return organizerEventView(row, counts.get(id) ?? NO_COUNTS, tours);
}

/** The columns a body's fields write (only the fields it has). */
function columnsOf(body: Partial<EventCreateBody>) {
  const columns: Record<string, unknown> = {};
  const copy = [
    'date',
    'postfix',
    'description',
    'cost',
    'difficulty',
    'max_teams',
    'max_players_in_team',
    'registration_opens_at',
    'united_tag',
    'reg_url',
    'tours',
  ] as const;
  for (const key of copy) if (body[key] !== undefined) columns[key] = body[key];
  if (body.is_preorder_opened !== undefined) columns.is_preorder_opened = body.is_preorder_opened ? 1 : 0;
  if (body.description !== undefined)
    columns.meta_data = JSON.stringify({ post: descriptionPost(body.description) });
  return columns;
}

export async function createEvent(db: Db, userId: number, body: EventCreateBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkTheme(trx, body.theme);
    const cityId = await checkPlace(trx, userId, body.place);
    await checkUnitedTag(trx, userId, body.united_tag, null);
    checkRegistrationOpening(body.registration_opens_at, body.date);
    const gameId = await repo.gameForTheme(trx, body.theme);
    const columns = columnsOf(body);
    const created = await trx
      .insertInto('events')
      .values({
        ...columns,
        game_id: gameId,
        place_id: body.place,
        city_id: cityId,
        date: body.date,
        cost: body.cost,
        difficulty: body.difficulty ?? 'norm',
        workflow_state: body.publish ? 'published' : 'draft',
        reg_url: body.reg_url ?? null,
        united_tag: body.united_tag ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const changes = diff(null, { theme: body.theme, place: body.place, ...columns, meta_data: undefined });
    await record(trx, {
      userId,
      event: created.id,
      action: 'event.create',
      summary: body.publish ? 'Игра создана и опубликована' : 'Игра создана (черновик)',
      changes,
    });
    return created.id;
  });
}

const SUMMARIES: Record<string, string> = {
  save: 'Игра изменена',
  publish: 'Игра опубликована',
  unpublish: 'Игра снята с публикации',
  postpone: 'Игра перенесена',
  cancel: 'Игра отменена',
  restore: 'Отмена игры снята',
};

/**
 * Applies an edit or a workflow move; answers how many people were told (cancel / postpone / restore).
 * The notices spend the organizer's daily text budgets (`ip`: his client's address) in the same
 * transaction: a refused one is a 429 and the game stays as it was. The game's row is locked (two
 * moves of one game at once would both tell everyone).
 */
export async function updateEvent(
  db: Db,
  userId: number,
  id: number,
  body: EventUpdateBody,
  ip: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockedEvent(trx, id);
    await assertOrganizerOf(trx, userId, row.city_id);
    const registered = await repo.registeredLineups(trx, id);
    const moved = body.date !== undefined && body.date !== row.date;
    if (body.action === 'postpone' && !moved) throw fieldErrors({ date: [ORGANIZER_TEXTS.sameDate] });
    const state = nextState(
      row.workflow_state,
      body.action,
      registered,
      moved || body.place !== undefined,
      row.cancelled_from,
    );
    if (body.action === 'restore') checkRestorable(body.date ?? row.date);
    await checkTheme(trx, body.theme, row.theme_id);
    const cityId =
      body.place !== undefined ? await checkPlace(trx, userId, body.place, row.place_id) : row.city_id;
    const tag = body.united_tag === undefined ? row.united_tag : body.united_tag;
    if (tag !== row.united_tag || cityId !== row.city_id) await checkUnitedTag(trx, userId, tag, id);
    await checkTeamLimit(trx, id, body.max_teams);
    if (body.tours !== undefined)
      await checkToursKeepScores(trx, id, await toursOfEvent(trx, { ...row, tours: body.tours }));
    checkRegistrationOpening(
      body.registration_opens_at === undefined ? row.registration_opens_at : body.registration_opens_at,
      body.date ?? row.date,
    );
    const move: Move = { before: row, state, date: body.date ?? row.date };
    const columns: Record<string, unknown> = {
      ...columnsOf(body),
      workflow_state: state,
      ...lifecycleColumns(move),
    };
    if (body.place !== undefined) Object.assign(columns, { place_id: body.place, city_id: cityId });
    if (body.theme !== undefined && body.theme !== row.theme_id)
      columns.game_id = await repo.gameForTheme(trx, body.theme);
    await trx.updateTable('events').set(columns).where('id', '=', id).execute();
    const before: Record<string, unknown> = { ...row, place: row.place_id, theme: row.theme_id };
    const after = {
      ...columns,
      place: body.place,
      theme: body.theme,
      place_id: undefined,
      city_id: undefined,
      game_id: undefined,
      meta_data: undefined,
      revision: undefined,
      postponed_from: undefined,
      cancelled_from: undefined,
      // the words the participants were told, in «История изменений»
      reason: body.reason || undefined,
    };
    const postponed = isPostponement(move);
    await record(trx, {
      userId,
      event: id,
      action: `event.${postponed && body.action === 'save' ? 'postpone' : body.action}`,
      summary:
        postponed && body.action === 'save' ? (SUMMARIES.postpone ?? '') : (SUMMARIES[body.action] ?? ''),
      changes: diff(before, after),
    });
    const notice = noticeOfMove(move, id, { title: eventTitle(row), timeZone: row.timezone }, body.reason);
    return notice ? noticeParticipants(trx, notice.of, notice.text, { account: userId, ip }) : 0;
  });
}
