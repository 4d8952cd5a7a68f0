/**
 * Lineups, players and teams as the API sends them (SPEC §3 entities), built from the repository's
 * reads; every service answers with these.
 */
import type { EventPlayer, Lineup, Team } from '@quiz/contract';
import { participantsOf } from '@quiz/domain';
import type { Db } from '../../../db';
import { notFound } from '../../../errors';
import * as repo from '../repository';
import { LINEUP_NOT_FOUND, TEAM_NOT_FOUND } from './shared';

export function playerView(p: {
  id: number;
  user_id: number;
  event_team_id: number;
  participant_count: number;
}): EventPlayer {
  return { id: p.id, user: p.user_id, event_team: p.event_team_id, participant_count: p.participant_count };
}

/** Lineups in the order of `rows`, with reserve positions counted over the whole game. */
export async function lineupViews(db: Db, rows: readonly { id: number }[]): Promise<Lineup[]> {
  if (rows.length === 0) return [];
  const lineups = await repo.lineupRows(
    db,
    rows.map((r) => r.id),
  );
  const reserve = await repo.reserveOfEvents(db, [...new Set(lineups.map((l) => l.event_id))]);
  const players = await repo.playersOfLineups(
    db,
    lineups.map((l) => l.id),
  );
  const byId = new Map(
    lineups.map((l) => {
      const own = players.filter((p) => p.event_team_id === l.id);
      const queue = reserve.filter((r) => r.event_id === l.event_id).map((r) => r.id);
      const view: Lineup = {
        id: l.id,
        event: l.event_id,
        title: l.title,
        team: {
          id: l.team_id,
          title: l.team_title,
          captain: l.captain_id,
          city: l.city_id,
          is_united: l.is_united === 1,
        },
        event_players: own.map(playerView),
        status: l.status === 'reserve' ? 'reserve' : 'registered',
        reserve_position: l.status === 'reserve' ? queue.indexOf(l.id) + 1 : null,
        participants: participantsOf(own),
      };
      return [l.id, view] as const;
    }),
  );
  return rows.flatMap((r) => {
    const v = byId.get(r.id);
    return v ? [v] : [];
  });
}

export async function lineupView(db: Db, id: number): Promise<Lineup> {
  const [view] = await lineupViews(db, [{ id }]);
  if (!view) throw notFound(LINEUP_NOT_FOUND);
  return view;
}

export async function teamView(db: Db, id: number): Promise<Team> {
  const [team] = await repo.teamViews(db, [id]);
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

/** A team as a non-member may see it: no player's phone, no invite slug. */
export function withoutPrivate(team: Team): Team {
  return { ...team, secret_slug: '', players: team.players.map((p) => ({ ...p, phone: null })) };
}
