/** A team's cabinet and invite calls: the team by its slug, players in and out, title and captain. */
import { callApi } from '@quiz/api';
import type { NewPlayerBody, NewPlayerResponse, Team } from '@quiz/contract';

export function loadTeamBySlug(slug: string, signal?: AbortSignal): Promise<Team> {
  return callApi('teamBySlug', { params: { slug } }, { signal });
}

/** Adds a player by name and phone (the captain), or the user by the invite slug. */
export function addTeamPlayer(teamId: number, body: NewPlayerBody): Promise<NewPlayerResponse> {
  return callApi('addTeamPlayer', { params: { id: teamId }, body });
}

export async function removeTeamPlayer(teamId: number, userId: number): Promise<void> {
  await callApi('removeTeamUser', { params: { teamId, userId } });
}

export function saveTeamTitle(teamId: number, title: string): Promise<Team> {
  return callApi('patchTeam', { params: { id: teamId }, body: { title } });
}

export function handCaptaincy(teamId: number, userId: number): Promise<Team> {
  return callApi('patchTeam', { params: { id: teamId }, body: { captain: userId } });
}
