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
  useAsync,
} from '@quiz/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EventsList } from '../../shared/event-card/EventsList';
import { useRenderNow } from '../../shared/now';
import { ThemeCard } from '../../shared/theme-card/ThemeCard';
import { loadFavouriteGames, loadMyGames, loadPastGames } from './api/games';
import {
  GAME_TABS,
  type GamesListData,
  type GameTab,
  isListTab,
  type ListTab,
  LOGIN_TABS,
  loadGamesList,
  tabFromQuery,
} from './gamesData';

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
  /** A list tab as the server rendered it, or prefetched (route loader `games`). */
  initial?: GamesListData | undefined;
}

export function GamesView({ query, initial }: GamesViewProps) {
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
        {tab === 'UPCOMING' && <SimpleList tab="UPCOMING" initial={initial} />}
        {tab === 'RECENT' && <RecentList initial={initial} />}
        {tab === 'DEVELOPMENT' && <SimpleList tab="DEVELOPMENT" initial={initial} />}
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
 * The list a tab starts from: the loader's, when it is this tab's of this city, asked the way this
 * visitor asks (the server's answer is anonymous, and so is its hydration; the live session reloads).
 */
function useStartList(tab: ListTab, initial: GamesListData | undefined) {
  const session = useSession();
  const loggedIn = !!session.token;
  const city = useCity();
  const cityId = city?.id ?? null;
  const start =
    initial && initial.tab === tab && initial.cityId === cityId && initial.personal === loggedIn
      ? initial
      : undefined;
  return { loggedIn, cityId, start, now: useRenderNow(start?.at) };
}

function SimpleList({
  tab,
  initial,
}: {
  tab: 'UPCOMING' | 'DEVELOPMENT';
  initial: GamesListData | undefined;
}) {
  const { loggedIn, cityId, start, now } = useStartList(tab, initial);
  const { data, error, reload } = useAsync(
    (signal) => loadGamesList(tab, cityId, loggedIn, { signal }),
    [tab, cityId, loggedIn],
    start,
  );
  if (data)
    return (
      <Events
        events={data.events}
        now={now}
        emptyText={tab === 'UPCOMING' ? GAMES_TEXTS.emptyUpcoming : GAMES_TEXTS.emptyOther}
      />
    );
  if (error) return <Failed onRetry={() => reload()} />;
  return <SkeletonList count={3} label={GAMES_TEXTS.loading} />;
}

function RecentList({ initial }: { initial: GamesListData | undefined }) {
  const { loggedIn, cityId, start, now } = useStartList('RECENT', initial);
  const [events, setEvents] = useState<Event[] | null>(start?.events ?? null);
  const [next, setNext] = useState<number | null>(start ? start.next : 1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // the first page is on screen already (server render, prefetch): no first request
  const skipFirst = useRef(start !== undefined);

  const loadPage = async (page: number, reset: boolean) => {
    setLoading(true);
    setFailed(false);
    try {
      const res = await loadPastGames(page, cityId);
      setEvents((prev) => (reset || !prev ? res.results : [...prev, ...res.results]));
      setNext(res.next);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  // Page 1 again when the city or the session changes (the cards carry the visitor's registrations);
  // the list on screen stays until the new one arrives, as a loaded page taken over after hydration does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadPage reads the current city
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    void loadPage(1, true);
  }, [cityId, loggedIn]);

  if (!events) {
    return failed ? (
      <Failed onRetry={() => void loadPage(1, true)} />
    ) : (
      <SkeletonList count={3} label={GAMES_TEXTS.loading} />
    );
  }
  return (
    <>
      <Events events={events} now={now} emptyText={GAMES_TEXTS.emptyOther} />
      {next ? (
        <div css={{ display: 'flex', justifyContent: 'center', marginTop: space(5) }}>
          <Button variant="secondary" loading={loading} onClick={() => void loadPage(next, false)}>
            {GAMES_TEXTS.more}
          </Button>
        </div>
      ) : null}
      {failed ? <p role="alert">{GAMES_TEXTS.error}</p> : null}
    </>
  );
}

function MyGames() {
  const { data, error, reload } = useAsync((signal) => loadMyGames({ signal }), []);
  if (error) return <Failed onRetry={() => reload()} />;
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
  const { data, error, reload } = useAsync((signal) => loadFavouriteGames({ signal }), []);
  if (error) return <Failed onRetry={() => reload()} />;
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
