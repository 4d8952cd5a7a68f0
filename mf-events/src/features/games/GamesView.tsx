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
import { type ReactNode, useEffect, useState } from 'react';
import { callApi } from '../../shared/api';
import { EventsList } from '../../shared/event-card/EventsList';
import { ThemeCard } from '../../shared/theme-card/ThemeCard';

export const GAME_TABS = ['UPCOMING', 'RECENT', 'DEVELOPMENT', 'MYGAMES', 'FAVOURITES'] as const;
export type GameTab = (typeof GAME_TABS)[number];
const LOGIN_TABS: readonly GameTab[] = ['MYGAMES', 'FAVOURITES'];

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
/** Tabs that show a plain list of event cards (the others are made of titled sections). */
const LIST_TABS: readonly GameTab[] = ['UPCOMING', 'RECENT', 'DEVELOPMENT'];

export function tabFromQuery(type: string | undefined, loggedIn: boolean): GameTab {
  const upper = (type ?? '').toUpperCase();
  const tab = (GAME_TABS as readonly string[]).includes(upper) ? (upper as GameTab) : 'UPCOMING';
  return !loggedIn && LOGIN_TABS.includes(tab) ? 'UPCOMING' : tab;
}

export function GamesView({ query }: { query: Record<string, string> }) {
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
          emit({ type: 'nav.go', to: href('Games', undefined, { type: value }), replace: true })
        }
      />
      <div
        id={GAMES_PANEL_ID}
        css={{ marginTop: space(5) }}
        role="tabpanel"
        aria-label={GAMES_TEXTS.tabs[tab]}
      >
        {/* the list tabs' cards are h3: a section heading keeps the outline h1 → h2 → h3 (the tab names it) */}
        {LIST_TABS.includes(tab) ? <h2 css={srOnlyCss}>{GAMES_TEXTS.tabs[tab]}</h2> : null}
        {tab === 'UPCOMING' && <SimpleList kind="future" />}
        {tab === 'RECENT' && <RecentList />}
        {tab === 'DEVELOPMENT' && <SimpleList kind="developing" />}
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

function Events({ events, emptyText }: { events: readonly Event[]; emptyText: string }) {
  if (events.length === 0) return <EmptyState title={GAMES_TEXTS.empty} text={emptyText} />;
  return <EventsList events={events} />;
}

function SimpleList({ kind }: { kind: 'future' | 'developing' }) {
  const city = useCity();
  const cityId = city?.id ?? null;
  const { data, error, reload } = useAsync(
    (signal) =>
      callApi(
        kind === 'future' ? 'gamesFuture' : 'gamesDeveloping',
        { query: { city: cityId ?? undefined } },
        { signal },
      ),
    [kind, cityId],
  );
  if (data)
    return (
      <Events
        events={data}
        emptyText={kind === 'future' ? GAMES_TEXTS.emptyUpcoming : GAMES_TEXTS.emptyOther}
      />
    );
  if (error) return <Failed onRetry={() => reload()} />;
  return <SkeletonList count={3} label={GAMES_TEXTS.loading} />;
}

function RecentList() {
  const city = useCity();
  const cityId = city?.id ?? null;
  const [events, setEvents] = useState<Event[] | null>(null);
  const [next, setNext] = useState<number | null>(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadPage = async (page: number, reset: boolean) => {
    setLoading(true);
    setFailed(false);
    try {
      const res = await callApi('gamesPast', { query: { page, city: cityId ?? undefined } });
      setEvents((prev) => (reset || !prev ? res.results : [...prev, ...res.results]));
      setNext(res.next);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload from page 1 when the city changes
  useEffect(() => {
    setEvents(null);
    void loadPage(1, true);
  }, [cityId]);

  if (!events) {
    return failed ? (
      <Failed onRetry={() => void loadPage(1, true)} />
    ) : (
      <SkeletonList count={3} label={GAMES_TEXTS.loading} />
    );
  }
  return (
    <>
      <Events events={events} emptyText={GAMES_TEXTS.emptyOther} />
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
  const { data, error, reload } = useAsync((signal) => callApi('gamesMy', {}, { signal }), []);
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
  const { data, error, reload } = useAsync((signal) => callApi('gamesFavorite', {}, { signal }), []);
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
