/** The games list of the home page: skeletons while loading, cards, empty and error states. */
import { Button, colors, EmptyState, fontSize, SkeletonList, scrollMarginTop, space } from '@quiz/ui';
import { EventsList } from '../../shared/event-card/EventsList';
import { belowTheFold } from './belowTheFold';
import { GAMES_LIST_ID } from './Hero';
import type { LandingFeedQuery } from './useLandingFeed';

export const EVENTS_TEXTS = {
  title: 'Ближайшие игры',
  loading: 'Загружаем игры…',
  errorTitle: 'Не удалось загрузить игры',
  errorText: 'Проверьте соединение и попробуйте ещё раз.',
  retry: 'Повторить',
  emptyTitle: 'Скоро здесь появятся новые игры',
  emptyText: 'Загляните чуть позже или выберите другой город.',
} as const;

export function EventsSection({
  feed,
  now,
}: {
  feed: LandingFeedQuery;
  /** the instant "passed" is decided at (HomeView's useRenderNow) */
  now?: Date | undefined;
}) {
  return (
    <section
      id={GAMES_LIST_ID}
      tabIndex={-1}
      aria-labelledby="games-title"
      // each card below the first screen is laid out when it comes near it
      css={{
        marginBottom: space(10),
        scrollMarginTop,
        outline: 'none',
        '& > ul > li': belowTheFold({ wide: 520, phone: 500 }),
      }}
    >
      <h2 id="games-title" css={{ margin: `0 0 ${space(4)}`, color: colors.primary, fontSize: fontSize.xl }}>
        {EVENTS_TEXTS.title}
      </h2>
      {feed.data ? (
        feed.data.events.length > 0 ? (
          <EventsList events={feed.data.events} now={now} />
        ) : (
          <EmptyState title={EVENTS_TEXTS.emptyTitle} text={EVENTS_TEXTS.emptyText} />
        )
      ) : feed.status === 'error' ? (
        <EmptyState
          title={EVENTS_TEXTS.errorTitle}
          text={EVENTS_TEXTS.errorText}
          action={<Button onClick={() => void feed.refetch()}>{EVENTS_TEXTS.retry}</Button>}
        />
      ) : (
        <SkeletonList count={3} label={EVENTS_TEXTS.loading} />
      )}
    </section>
  );
}
