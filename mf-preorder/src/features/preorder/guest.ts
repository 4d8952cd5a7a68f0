/**
 * The guest session of the team link (`?t=`): the API token `POST preorder/event/{id}/token/{t}/` gave
 * an anonymous visitor, kept in this browser per event and team (localStorage), so the visitor keeps
 * their cart after a reload. It is used only by mf-preorder's calls for that team; the site's own
 * login (the shell's cookie) is untouched.
 */
import type { User } from '@quiz/contract';

export interface GuestSession {
  token: string;
  user: Pick<User, 'id' | 'first_name'>;
}

const key = (eventId: number, teamId: number) => `quiz_preorder_guest:${eventId}:${teamId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readGuest(eventId: number, teamId: number): GuestSession | null {
  const raw = storage()?.getItem(key(eventId, teamId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as GuestSession;
    return typeof value.token === 'string' && typeof value.user?.id === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function saveGuest(eventId: number, teamId: number, session: GuestSession): void {
  storage()?.setItem(key(eventId, teamId), JSON.stringify(session));
}

export function clearGuest(eventId: number, teamId: number): void {
  storage()?.removeItem(key(eventId, teamId));
}
