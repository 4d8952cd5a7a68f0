/** Event queries: an event a visitor may see, the user's own event team, the event's album. */
import type { Album, EventTeam } from '@quiz/contract';
import { VISIBLE_STATES } from '@quiz/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import { type EventPlayersTable, toBool, type UserRow } from '../../db/schema';

/** The event row if a visitor may see it, else undefined. */
export async function visibleEvent(db: Db, id: number) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', id)
    .where('workflow_state', 'in', [...VISIBLE_STATES])
    .executeTakeFirst();
}

function eventPlayerView(p: Selectable<EventPlayersTable>): EventTeam['event_players'][number] {
  return { id: p.id, user: p.user_id, event_team: p.event_team_id, participant_count: p.participant_count };
}

/** The current user's own team(s) on the event, as EventTeam (empty when anonymous). */
export async function myEventTeams(db: Db, eventId: number, user: UserRow | null): Promise<EventTeam[]> {
  if (!user) return [];
  const rows = await db
    .selectFrom('event_teams')
    .innerJoin('event_players', 'event_players.event_team_id', 'event_teams.id')
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .select([
      'event_teams.id as id',
      'event_teams.event_id as event_id',
      'event_teams.title as title',
      'teams.id as team_id',
      'teams.title as team_title',
      'teams.captain_id as captain_id',
      'teams.city_id as city_id',
      'teams.is_united as is_united',
    ])
    .where('event_teams.event_id', '=', eventId)
    .where('event_players.user_id', '=', user.id)
    .execute();
  if (rows.length === 0) return [];
  const players = await db
    .selectFrom('event_players')
    .selectAll()
    .where(
      'event_team_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    event: r.event_id,
    title: r.title,
    team: {
      id: r.team_id,
      title: r.team_title,
      captain: r.captain_id,
      city: r.city_id,
      is_united: toBool(r.is_united),
    },
    event_players: players.filter((p) => p.event_team_id === r.id).map(eventPlayerView),
  }));
}

export async function albumView(db: Db, albumId: number, eventId: number | null): Promise<Album | null> {
  const album = await db.selectFrom('albums').selectAll().where('id', '=', albumId).executeTakeFirst();
  if (!album) return null;
  const photos = await db
    .selectFrom('photos')
    .selectAll()
    .where('album_id', '=', albumId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const cover = photos.find((p) => p.id === album.cover_photo_id) ?? photos[0];
  return {
    id: album.id,
    title: album.title,
    event: eventId,
    cover_photo: cover ? { file_url: cover.file_url } : null,
    photos: photos.map((p) => ({
      id: p.id,
      file_url: p.file_url,
      thumbnail_url: p.thumbnail_url,
      width: p.width,
      height: p.height,
    })),
  };
}
