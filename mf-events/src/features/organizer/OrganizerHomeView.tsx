/**
 * /organizer: the organizer's games per city, upcoming (soonest first) and past, each with its state
 * and registrations against the limit; «Новая игра». The subtitle names the city (the header may show
 * another one); an organizer of several cities picks one (the header's by default, ./useConsoleCity.ts)
 * or sees all of them, each game naming its city.
 */
import { formatApiError } from '@quiz/api';
import type { OrganizerEventRow } from '@quiz/contract';
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
} from '@quiz/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { organizerEventsQueryOptions } from './api/schedule';
import { STATE_LABELS } from './eventValues';
import { useConsoleCity } from './useConsoleCity';

const SUBTITLE = 'ваши игры: расписание, команды, баллы, фото';

/** `cityTitle`: the game's city, said when the list holds the games of several cities. */
function GameRow({ game, cityTitle }: { game: OrganizerEventRow; cityTitle?: string }) {
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
        {formatDateLine(game.date, { timeZone: game.timezone })} ·{' '}
        {cityTitle ? `${cityTitle}, ${game.place_title}` : game.place_title}
      </p>
      <p css={{ margin: 0 }}>
        {formatCount(game.teams_registered, TEAM_WORDS)}
        {limit} · {formatCount(game.players_registered, PARTICIPANT_WORDS)}
        {game.teams_reserve ? ` · резерв ${game.teams_reserve}` : ''}
      </p>
    </Card>
  );
}

function GameList({
  title,
  games,
  empty,
  cityOf,
}: {
  title: string;
  games: OrganizerEventRow[];
  empty: string;
  /** the title of a game's city, when the list holds several cities */
  cityOf?: (game: OrganizerEventRow) => string | undefined;
}) {
  return (
    <section aria-label={title} css={{ display: 'grid', gap: space(3) }}>
      <h2 css={{ margin: 0, fontSize: fontSize.xl }}>{title}</h2>
      {games.length ? (
        <ul css={{ margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
          {games.map((g) => (
            <GameRow key={g.id} game={g} cityTitle={cityOf?.(g)} />
          ))}
        </ul>
      ) : (
        <p css={{ margin: 0, color: colors.muted }}>{empty}</p>
      )}
    </section>
  );
}

export function OrganizerHomeView() {
  // the organizer's cities, from the answer for all of them (an answer for one city lists only that one);
  // with one city it is also the list shown, asked once
  const everyCity = useQuery(organizerEventsQueryOptions(null));
  const city = useConsoleCity(everyCity.data?.cities ?? []);
  const games = useQuery({
    ...organizerEventsQueryOptions(city.value ? Number(city.value) : null),
    placeholderData: keepPreviousData,
  });
  const action = <Button href={href('organizerNewEvent')}>{ORGANIZER_TEXTS.newGame}</Button>;
  if (games.error) {
    return (
      <PageFrame title={ORGANIZER_TEXTS.navLink}>
        <EmptyState title="Не удалось загрузить игры" text={formatApiError(games.error)} />
      </PageFrame>
    );
  }
  const data = games.data;
  const all = everyCity.data?.cities ?? data?.cities ?? [];
  const named = city.value ? all.filter((c) => String(c.id) === city.value) : all;
  // while another city's answer loads, the last one shows only the chosen city's games
  const ofCity = (list: OrganizerEventRow[]) =>
    city.value ? list.filter((g) => String(g.city) === city.value) : list;
  const cityOf =
    !city.value && all.length > 1
      ? (g: OrganizerEventRow) => all.find((c) => c.id === g.city)?.title
      : undefined;
  const subtitle = named.length ? `${named.map((c) => c.title).join(', ')} · ${SUBTITLE}` : undefined;
  return (
    <PageFrame title={ORGANIZER_TEXTS.navLink} subtitle={subtitle} actions={action}>
      {!data ? (
        <SkeletonList count={3} />
      ) : (
        <div css={{ display: 'grid', gap: space(6), maxWidth: 760 }}>
          {all.length > 1 ? (
            <Select
              label="Город"
              value={city.value}
              placeholder="Все мои города"
              options={all.map((c) => ({ value: String(c.id), label: c.title }))}
              onChange={(e) => city.choose(e.target.value)}
            />
          ) : null}
          <GameList
            title="Ближайшие"
            games={ofCity(data.upcoming)}
            cityOf={cityOf}
            empty="Ближайших игр нет: запланируйте новую."
          />
          <GameList
            title="Прошедшие"
            games={ofCity(data.past)}
            cityOf={cityOf}
            empty="Прошедших игр пока нет."
          />
        </div>
      )}
    </PageFrame>
  );
}
