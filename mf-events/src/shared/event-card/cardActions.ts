/**
 * Which buttons an event card shows, with SPEC §2 "Event card"'s exact conditions and texts.
 * Pure: the card renders what this returns, and the tests check every condition here and on screen.
 * A cancelled game offers nothing of a game on (registration, «Вы зарегистрированы» with the calendar,
 * results, review): the card says «Игра отменена» instead; its trial game stays.
 */
import type { Event, User } from '@quiz/contract';
import { canWriteReview, isCancelled, isPassed, isRegistrationOpen } from '@quiz/domain';
import { href } from '@quiz/routes';

export const CARD_TEXTS = {
  results: 'Итоги игры',
  photo: 'Фотоотчёт',
  review: 'Написать отзыв',
  register: 'Зарегистрироваться',
  registered: 'Вы зарегистрированы',
  trial: 'Опробовать',
} as const;

export type CardAction =
  | { kind: 'results'; label: typeof CARD_TEXTS.results; href: string }
  | { kind: 'photo'; label: typeof CARD_TEXTS.photo; href: string }
  | { kind: 'review'; label: typeof CARD_TEXTS.review; href: string }
  | { kind: 'externalRegistration'; label: typeof CARD_TEXTS.register; url: string }
  | { kind: 'registered'; label: typeof CARD_TEXTS.registered; href: string }
  | { kind: 'register'; label: typeof CARD_TEXTS.register }
  | { kind: 'trial'; label: typeof CARD_TEXTS.trial; themeId: number };

/**
 * The user's team on this event: from the event's teams when the server sent them (event/{id}/), else
 * the `myTeamId` every list carries for a logged-in player.
 */
export function myEventTeam(event: Event, user: User | null): { teamId: number } | null {
  if (!user) return null;
  const team = event.event_teams?.find((et) => et.event_players.some((p) => p.user === user.id));
  if (team) return { teamId: team.team.id };
  return typeof event.myTeamId === 'number' ? { teamId: event.myTeamId } : null;
}

/** The user is registered on (for a passed event: played in) this event. */
export function isUserRegistered(event: Event, user: User | null): boolean {
  if (!user) return false;
  return !!myEventTeam(event, user) || event.isRegistered === true;
}

export function cardActions(event: Event, user: User | null, now: Date = new Date()): CardAction[] {
  const actions: CardAction[] = [];
  const passed = isPassed(event.date, now);
  const registered = isUserRegistered(event, user);

  // a cancelled game: nothing to register for, add to a calendar, score or review
  const cancelled = isCancelled(event);

  if (passed && !cancelled) {
    actions.push({
      kind: 'results',
      label: CARD_TEXTS.results,
      href: href('gameResult', { eventId: event.id }),
    });
    if (event.album) {
      actions.push({
        kind: 'photo',
        label: CARD_TEXTS.photo,
        href: href('photoReport', { eventId: event.id }),
      });
    }
    if (
      canWriteReview({
        date: event.date,
        isParticipant: registered,
        timeZone: event.city.timezone,
        reviewed: event.isReviewed === true,
        now,
      })
    ) {
      actions.push({
        kind: 'review',
        label: CARD_TEXTS.review,
        href: href('reviews', { eventId: event.id }),
      });
    }
  } else if (!passed && isRegistrationOpen(event.workflow_state)) {
    const team = myEventTeam(event, user);
    if (event.reg_url) {
      actions.push({ kind: 'externalRegistration', label: CARD_TEXTS.register, url: event.reg_url });
    } else if (registered) {
      actions.push({
        kind: 'registered',
        label: CARD_TEXTS.registered,
        href: team
          ? href('regTeamOnEvent', { eventId: event.id, teamId: team.teamId })
          : href('eventRegistration', { eventId: event.id }),
      });
    } else {
      actions.push({ kind: 'register', label: CARD_TEXTS.register });
    }
  }

  if (event.game.theme.trial_game_package) {
    actions.push({ kind: 'trial', label: CARD_TEXTS.trial, themeId: event.game.theme.id });
  }
  return actions;
}
