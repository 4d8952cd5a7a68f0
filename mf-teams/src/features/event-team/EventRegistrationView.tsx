/**
 * SPEC §2 "Event registration page" (/event/{id}/team/{teamId}/event_registration): the game, the
 * preorder button or why there is none («Игра уже прошла.», «Уже скоро!», «Организатор ещё не открыл
 * предзаказ.», «Игра отменена.»), «Упс!» when the team has no registration, and the event-team panel. A
 * cancelled game says «Игра отменена» (no calendar, no preorder); a moved one «Игра перенесена».
 * `?set_check=true` (after the anonymous form's code) registers the current user in the team's lineup.
 */
import { emit } from '@quiz/bus';
import { useUser } from '@quiz/bus/react';
import type { EventTeamPageResponse } from '@quiz/contract';
import { isCancelled, isPassed, preorderNotice, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  AddToCalendar,
  Button,
  colors,
  EmptyState,
  EventStatusNote,
  formatDayMonth,
  formatTime,
  PageFrame,
  Skeleton,
  space,
} from '@quiz/ui';
import { useEffect, useRef } from 'react';
import { joinLineup, useEventTeamPage } from './api/event-team';
import { EventTeamPanelView } from './EventTeamPanelView';

export interface EventRegistrationViewProps {
  eventId: number;
  teamId: number;
  setCheck: boolean;
}

export function EventRegistrationView({ eventId, teamId, setCheck }: EventRegistrationViewProps) {
  const user = useUser();
  const state = useEventTeamPage(eventId, teamId);
  const checked = useRef(false);
  const data = state.data;

  useEffect(() => {
    if (!setCheck || checked.current || !data || !user) return;
    checked.current = true;
    const me = data.players.find((p) => p.id === user.id);
    const lineup = data.lineups[0];
    if (me?.inGame || !lineup) return;
    const changed = () => emit({ type: 'registration.changed', eventId, teamId });
    joinLineup(user.id, lineup.id).then(changed, changed);
  }, [setCheck, data, user, eventId, teamId]);

  if (!data) {
    return (
      <PageFrame title="Регистрация команды">
        {state.error ? (
          <EmptyState title={TEAM_TEXTS.noRegistration} text="Регистрация команды на эту игру не найдена." />
        ) : (
          <Skeleton height={200} />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={data.team.title} subtitle="Регистрация команды на игру">
      <EventSummary data={data} />
      <EventTeamPanelView data={data} />
    </PageFrame>
  );
}

function EventSummary({ data }: { data: EventTeamPageResponse }) {
  const { event } = data;
  const tz = { timeZone: event.city.timezone };
  const notice = preorderNotice(event);
  // a cancelled game is not «Уже скоро!» and goes into no calendar
  const ahead = !isPassed(event.date) && !isCancelled(event);
  return (
    <div css={{ display: 'grid', gap: space(2), marginBottom: space(4) }}>
      <h2 css={{ margin: 0, color: colors.primary }}>
        {event.game.theme.title}
        {event.postfix ? ` ${event.postfix}` : ''}
      </h2>
      <p css={{ margin: 0 }}>
        {formatDayMonth(event.date, tz)}, {formatTime(event.date, tz)} · {event.place.title},{' '}
        {event.place.address}
      </p>
      <EventStatusNote event={event} />
      {ahead ? <p css={{ margin: 0, fontWeight: 600 }}>{TEAM_TEXTS.soon}</p> : null}
      {ahead ? <AddToCalendar event={event} css={{ justifySelf: 'start' }} /> : null}
      {notice ? (
        <p css={{ margin: 0, color: colors.muted }}>{notice}</p>
      ) : (
        <Button href={href('preorder', { eventId: event.id, teamId: data.team.id })} variant="accent">
          Сделать предзаказ
        </Button>
      )}
    </div>
  );
}
