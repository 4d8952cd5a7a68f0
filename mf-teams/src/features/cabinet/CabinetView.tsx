/**
 * /cabinet (part of SPEC §2 "Personal cabinet"): the user's name, phone and ID, the comfortable-time
 * and theme-vote buttons, and his upcoming and past games with their teams. Avatar upload, profile
 * editing with the phone code and the is_legionary toggle are not built yet (mf-teams README).
 */
import { callApi } from '@quiz/api';
import { useUser } from '@quiz/bus/react';
import type { UserGame } from '@quiz/contract';
import { href } from '@quiz/routes';
import {
  AddToCalendar,
  Badge,
  Button,
  Card,
  colors,
  formatDayMonth,
  formatTime,
  PageFrame,
  Section,
  SkeletonList,
  space,
  useAsync,
} from '@quiz/ui';
import { go } from '../../shared/bus';
import { RemindersSection } from './RemindersSection';

export function CabinetView() {
  const user = useUser();
  const games = useAsync((signal) => callApi('userEvents', undefined, { signal }), []);
  return (
    <PageFrame title="Личный кабинет">
      {user ? (
        <p css={{ marginTop: 0 }}>
          <strong>{user.first_name}</strong> · {user.phone ? `+${user.phone}` : 'телефон не указан'} · ID{' '}
          {user.id}
        </p>
      ) : null}
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', marginBottom: space(4) }}>
        <Button variant="secondary" onClick={() => go(`${href('home')}#comfortable-time`)}>
          Удобное время
        </Button>
        <Button variant="secondary" onClick={() => go(href('themeVote'))}>
          Голосование за тему
        </Button>
        <Button variant="secondary" onClick={() => go(href('MyTeams'))}>
          Мои команды
        </Button>
      </div>
      <Section title="Ближайшие игры">
        {games.data ? (
          <GameList
            games={games.data.upcoming}
            empty="Вы пока не зарегистрированы ни на одну игру."
            calendar
          />
        ) : (
          <SkeletonList />
        )}
      </Section>
      <Section title="Прошедшие игры">
        {games.data ? <GameList games={games.data.past} empty="Сыгранных игр пока нет." /> : <SkeletonList />}
      </Section>
      <RemindersSection />
    </PageFrame>
  );
}

function GameList({
  games,
  empty,
  calendar = false,
}: {
  games: UserGame[];
  empty: string;
  calendar?: boolean;
}) {
  if (games.length === 0) return <p css={{ color: colors.muted }}>{empty}</p>;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
      {games.map(({ event, event_team }) => {
        const to = href('RegTeamOnEvent', { eventId: event.id, teamId: event_team.team.id });
        const tz = { timeZone: event.city.timezone };
        return (
          <li key={`${event.id}-${event_team.id}`}>
            <Card>
              <a
                href={to}
                onClick={(e) => {
                  e.preventDefault();
                  go(to);
                }}
                css={{ fontWeight: 700 }}
              >
                {event.game.theme.title}
                {event.postfix ? ` ${event.postfix}` : ''}
              </a>{' '}
              {event_team.status === 'reserve' ? <Badge tone="warning">Резерв</Badge> : null}
              <p css={{ margin: `${space(1)} 0 0` }}>
                {formatDayMonth(event.date, tz)}, {formatTime(event.date, tz)} · {event.place.title} · команда
                «{event_team.title}»
              </p>
              {calendar ? (
                <AddToCalendar event={event} css={{ marginTop: space(2), justifyItems: 'start' }} />
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
