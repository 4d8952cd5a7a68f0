/** Event rows → the console's shapes (OrganizerEvent, OrganizerEventRow). */
import type { Difficulty, OrganizerEvent, OrganizerEventRow, WorkflowState } from '@quiz/contract';
import { teamCapacity } from '@quiz/domain';
import { toBool } from '../../../db/schema';
import type { EventJoined } from './repository';

export interface Counts {
  registered: number;
  reserve: number;
  participants: number;
}

export const NO_COUNTS: Counts = { registered: 0, reserve: 0, participants: 0 };

export function eventTitle(row: { theme_title: string; postfix: string }): string {
  return [row.theme_title, row.postfix].filter(Boolean).join(' ');
}

const difficultyOf = (value: string): Difficulty => (value === 'easy' || value === 'norm' ? value : 'other');

/** What a line of the games list shows of the game (OrganizerEventRow picks it from OrganizerEvent). */
function listed(row: EventJoined, counts: Counts) {
  return {
    id: row.id,
    city: row.city_id,
    timezone: row.timezone,
    theme_title: row.theme_title,
    place_title: row.place_title,
    date: row.date,
    postfix: row.postfix,
    workflow_state: row.workflow_state as WorkflowState,
    max_teams: row.max_teams,
    teams_registered: counts.registered,
    teams_reserve: counts.reserve,
    results_published_at: row.results_published_at,
  };
}

export function organizerEventView(row: EventJoined, counts: Counts, tours: number): OrganizerEvent {
  return {
    ...listed(row, counts),
    currency: { code: row.currency_code, symbol: row.currency_symbol },
    theme: row.theme_id,
    place: row.place_id,
    place_max_teams: row.place_max_teams,
    place_max_players_in_team: row.place_max_players_in_team,
    description: row.description,
    cost: row.cost,
    difficulty: difficultyOf(row.difficulty),
    max_players_in_team: row.max_players_in_team,
    registration_opens_at: row.registration_opens_at,
    is_preorder_opened: toBool(row.is_preorder_opened),
    united_tag: row.united_tag,
    reg_url: row.reg_url,
    tours,
    album: row.album_id,
  };
}

export function organizerRowView(row: EventJoined, counts: Counts, tables: number): OrganizerEventRow {
  return {
    ...listed(row, counts),
    players_registered: counts.participants,
    team_limit: teamCapacity({ max_teams: row.max_teams ?? row.place_max_teams, tables }),
  };
}

/** The description as the public game page's post: escaped text, paragraphs by blank lines. */
export function descriptionPost(text: string): string | null {
  const escapeHtml = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.length
    ? paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('')
    : null;
}
