/**
 * SPEC §2 "Games page": tabs Upcoming, Recent, In development and, logged in, My games and
 * Favourites; the tab is the `?type=` query. «Показать ещё» pages the recent games.
 */

import { emit } from '@quiz/bus';
import { useCity, useSession } from '@quiz/bus/react';
import type { Event, Theme } from '@quiz/contract';
import { href } from '@quiz/routes';
import {
  Button,
  cardGridCss,
  colors,
  EmptyState,
  fontSize,
  PageFrame,
  SkeletonList,
  space,
  srOnlyCss,
  Tabs,
} from '@quiz/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EventsList } from '../../shared/event-card/EventsList';
import { useRenderNow } from '../../shared/now';
import { ThemeCard } from '../../shared/theme-card/ThemeCard';
import { gamesListQueryOptions, recentGamesQueryOptions, useFavouriteGames, useMyGames } from './api/games';
import { GAME_TABS, type GameTab, isListTab, LOGIN_TABS, tabFromQuery } from './gamesData';

export { GAME_TABS, type GameTab, tabFromQuery };

export const GAMES_TEXTS = {
  title: 'Игры',
  tabs: {
    UPCOMING: 'Ближайшие',
    RECENT: 'Прошедшие',
    DEVELOPMENT: 'В разработке',
    MYGAMES: 'Мои игры',
    FAVOURITES: 'Избранное',
  } satisfies Record<GameTab, string>,
  more: 'Показать ещё',
  loading: 'Загружаем игры…',
  empty: 'Здесь пока пусто',
  emptyUpcoming: 'Новые игры появятся совсем скоро.',
  emptyOther: 'Загляните сюда чуть позже.',
  error: 'Не удалось загрузить игры',
  retry: 'Повторить',
  myCurrent: 'Предстоящие',
  myPast: 'Сыгранные',
  favorite: 'Темы, в которые вы бы сыграли',
  notFavorite: 'Другие темы',
} as const;

const GAMES_PANEL_ID = 'games-panel';

export interface GamesViewProps {
  query: Record<string, string>;
}

/** A list tab rendered by the server (route loader `games`) finds its games in the cache. */
export function GamesView({ query }: GamesViewProps) {
  const session = useSession();
  const loggedIn = !!session.token;
  const tab = tabFromQuery(query.type, loggedIn);
  const tabs = GAME_TABS.filter((t) => loggedIn || !LOGIN_TABS.includes(t)).map((t) => ({
    value: t,
    label: GAMES_TEXTS.tabs[t],
  }));

  return (
    <PageFrame title={GAMES_TEXTS.title}>
      <Tabs
        aria-label={GAMES_TEXTS.title}
        panelId={GAMES_PANEL_ID}
        items={tabs}
        value={tab}
        onValueChange={(value) =>
          emit({ type: 'nav.go', to: href('games', undefined, { type: value }), replace: true })
        }
      />
      <div
        id={GAMES_PANEL_ID}
        css={{ marginTop: space(5) }}
        role="tabpanel"
        aria-label={GAMES_TEXTS.tabs[tab]}
      >
        {/* the list tabs' cards are h3: a section heading keeps the outline h1 → h2 → h3 (the tab names it) */}
        {isListTab(tab) ? <h2 css={srOnlyCss}>{GAMES_TEXTS.tabs[tab]}</h2> : null}
        {tab === 'UPCOMING' && <SimpleList tab="UPCOMING" />}
        {tab === 'RECENT' && <RecentList />}
        {tab === 'DEVELOPMENT' && <SimpleList tab="DEVELOPMENT" />}
        {tab === 'MYGAMES' && <MyGames />}
        {tab === 'FAVOURITES' && <Favourites />}
      </div>
    </PageFrame>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState title={GAMES_TEXTS.error} action={<Button onClick={onRetry}>{GAMES_TEXTS.retry}</Button>} />
  );
}

function Events({
  events,
  emptyText,
  now,
}: {
  events: readonly Event[];
  emptyText: string;
  now?: Date | undefined;
}) {
  if (events.length === 0) return <EmptyState title={GAMES_TEXTS.empty} text={emptyText} />;
  return <EventsList events={events} now={now} />;
}

/**
 * What a list asks with: the city, and the session (the server's answer is anonymous, and so is its
 * hydration; the live session asks again, the list on screen staying until the new one arrives).
 */
function useListContext() {
  const session = useSession();
  return { loggedIn: !!session.token, cityId: useCity()?.id ?? null };
}

/** The same city's list stays on screen while it is asked again with the session; another city's does not. */
const sameCityList =
  <T,>(cityId: number | null) =>
  (previous: T | undefined, query?: { queryKey: readonly unknown[] }) =>
    query?.queryKey[2] === cityId ? previous : undefined;

function SimpleList({ tab }: { tab: 'UPCOMING' | 'DEVELOPMENT' }) {
  const { loggedIn, cityId } = useListContext();
  const list = useQuery({
    ...gamesListQueryOptions(tab, cityId, loggedIn),
    placeholderData: sameCityList(cityId),
  });
  const now = useRenderNow(list.data === undefined ? undefined : list.dataUpdatedAt);
  if (list.data)
    return (
      <Events
        events={list.data}
        now={now}
        emptyText={tab === 'UPCOMING' ? GAMES_TEXTS.emptyUpcoming : GAMES_TEXTS.emptyOther}
      />
    );
  if (list.error) return <Failed onRetry={() => void list.refetch()} />;
  return <SkeletonList count={3} label={GAMES_TEXTS.loading} />;
}

function RecentList() {
  const { loggedIn, cityId } = useListContext();
  const recent = useInfiniteQuery({
    ...recentGamesQueryOptions(cityId, loggedIn),
    placeholderData: sameCityList(cityId),
  });
  const now = useRenderNow(recent.data === undefined ? undefined : recent.dataUpdatedAt);
  if (!recent.data) {
    return recent.error ? (
      <Failed onRetry={() => void recent.refetch()} />
    ) : (
      <SkeletonList count={3} label={GAMES_TEXTS.loading} />
    );
  }
  return (
    <>
      <Events
        events={recent.data.pages.flatMap((p) => p.results)}
        now={now}
        emptyText={GAMES_TEXTS.emptyOther}
      />
      {recent.hasNextPage ? (
        <div css={{ display: 'flex', justifyContent: 'center', marginTop: space(5) }}>
          <Button
            variant="secondary"
            loading={recent.isFetchingNextPage}
            onClick={() => void recent.fetchNextPage()}
          >
            {GAMES_TEXTS.more}
          </Button>
        </div>
      ) : null}
      {recent.isFetchNextPageError ? <p role="alert">{GAMES_TEXTS.error}</p> : null}
    </>
  );
}

function MyGames() {
  const { data, error, refetch } = useMyGames();
  if (error) return <Failed onRetry={() => void refetch()} />;
  if (!data) return <SkeletonList count={3} label={GAMES_TEXTS.loading} />;
  return (
    <TitledParts
      parts={[
        {
          id: 'my-current',
          title: GAMES_TEXTS.myCurrent,
          body: <Events events={data.current} emptyText="Вы пока не зарегистрированы на предстоящие игры." />,
        },
        {
          id: 'my-past',
          title: GAMES_TEXTS.myPast,
          body: <Events events={data.past} emptyText="Здесь появятся игры, в которых вы сыграли." />,
        },
      ]}
    />
  );
}

/** A tab made of titled sections (h2 each): my current and past games, liked and other themes. */
function TitledParts({ parts }: { parts: { id: string; title: string; body: ReactNode }[] }) {
  return (
    <div css={{ display: 'grid', gap: space(6) }}>
      {parts.map((part) => (
        <section key={part.id} aria-labelledby={part.id}>
          <h2 id={part.id} css={{ color: colors.primary, fontSize: fontSize.xl }}>
            {part.title}
          </h2>
          {part.body}
        </section>
      ))}
    </div>
  );
}

function ThemeGrid({ themes, emptyText }: { themes: readonly Theme[]; emptyText: string }) {
  if (themes.length === 0) return <EmptyState title={GAMES_TEXTS.empty} text={emptyText} />;
  return (
    <ul css={[cardGridCss, { listStyle: 'none', margin: 0, padding: 0 }]}>
      {themes.map((t) => (
        <li key={t.id}>
          <ThemeCard theme={t} />
        </li>
      ))}
    </ul>
  );
}

function Favourites() {
  const { data, error, refetch } = useFavouriteGames();
  if (error) return <Failed onRetry={() => void refetch()} />;
  if (!data) return <SkeletonList count={3} label={GAMES_TEXTS.loading} />;
  return (
    <TitledParts
      parts={[
        {
          id: 'fav-yes',
          title: GAMES_TEXTS.favorite,
          body: (
            <ThemeGrid
              themes={data.favorite}
              emptyText="Отметьте «Я бы сыграл» на темах, которые вам нравятся."
            />
          ),
        },
        {
          id: 'fav-no',
          title: GAMES_TEXTS.notFavorite,
          body: <ThemeGrid themes={data.not_favorite} emptyText="Вы отметили все темы." />,
        },
      ]}
    />
  );
}
