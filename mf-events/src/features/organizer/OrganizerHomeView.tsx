/**
 * /organizer: the organizer's games per city, upcoming (soonest first) and past, each with its state
 * and registrations against the limit; «Новая игра». A city is picked when the organizer has several.
 */
import { formatApiError } from '@quiz/api';
import type { OrganizerEventRow, OrganizerEventsResponse } from '@quiz/contract';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  AppLink,
  Badge,
  Button,
  Card,
  colors,
  EmptyState,
  fontSize,
  fontWeight,
  formatCount,
  formatDateLine,
  PARTICIPANT_WORDS,
  PageFrame,
  Select,
  SkeletonList,
  space,
  TEAM_WORDS,
  useAsync,
} from '@quiz/ui';
import { useState } from 'react';
import { loadOrganizerEvents } from './api/events';
import { STATE_LABELS } from './eventValues';

function GameRow({ game }: { game: OrganizerEventRow }) {
  const title = [game.theme_title, game.postfix].filter(Boolean).join(' ');
  const limit = game.team_limit === null ? '' : ` из ${game.team_limit}`;
  return (
    <Card as="li" aria-label={title} css={{ display: 'grid', gap: space(1), listStyle: 'none' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'center' }}>
        <AppLink
          href={href('organizerEvent', { eventId: game.id })}
          css={{ color: colors.primary, fontWeight: fontWeight.bold, fontSize: fontSize.lg }}
        >
          {title}
        </AppLink>
        <Badge tone={game.workflow_state === 'cancelled' ? 'danger' : 'neutral'}>
          {STATE_LABELS[game.workflow_state]}
        </Badge>
      </div>
      <p css={{ margin: 0, color: colors.muted }}>
        {formatDateLine(game.date, { timeZone: game.timezone })} · {game.place_title}
      </p>
      <p css={{ margin: 0 }}>
        {formatCount(game.teams_registered, TEAM_WORDS)}
        {limit} · {formatCount(game.players_registered, PARTICIPANT_WORDS)}
        {game.teams_reserve ? ` · резерв ${game.teams_reserve}` : ''}
      </p>
    </Card>
  );
}

function GameList({ title, games, empty }: { title: string; games: OrganizerEventRow[]; empty: string }) {
  return (
    <section aria-label={title} css={{ display: 'grid', gap: space(3) }}>
      <h2 css={{ margin: 0, fontSize: fontSize.xl }}>{title}</h2>
      {games.length ? (
        <ul css={{ margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
          {games.map((g) => (
            <GameRow key={g.id} game={g} />
          ))}
        </ul>
      ) : (
        <p css={{ margin: 0, color: colors.muted }}>{empty}</p>
      )}
    </section>
  );
}

export function OrganizerHomeView() {
  const [city, setCity] = useState('');
  const games = useAsync<OrganizerEventsResponse>(
    (signal) => loadOrganizerEvents(city ? Number(city) : null, { signal }),
    [city],
  );
  const action = <Button href={href('organizerNewEvent')}>{ORGANIZER_TEXTS.newGame}</Button>;
  if (games.error !== undefined) {
    return (
      <PageFrame title={ORGANIZER_TEXTS.navLink}>
        <EmptyState title="Не удалось загрузить игры" text={formatApiError(games.error)} />
      </PageFrame>
    );
  }
  const data = games.data;
  return (
    <PageFrame
      title={ORGANIZER_TEXTS.navLink}
      subtitle="Ваши игры: расписание, команды, баллы, фото"
      actions={action}
    >
      {!data ? (
        <SkeletonList count={3} />
      ) : (
        <div css={{ display: 'grid', gap: space(6), maxWidth: 760 }}>
          {data.cities.length > 1 ? (
            <Select
              label="Город"
              value={city}
              placeholder="Все мои города"
              options={data.cities.map((c) => ({ value: String(c.id), label: c.title }))}
              onChange={(e) => setCity(e.target.value)}
            />
          ) : null}
          <GameList title="Ближайшие" games={data.upcoming} empty="Ближайших игр нет: запланируйте новую." />
          <GameList title="Прошедшие" games={data.past} empty="Прошедших игр пока нет." />
        </div>
      )}
    </PageFrame>
  );
}
