import { getLandingFeed } from '@quiz/api';
import { city$, emit } from '@quiz/bus';
import type { Event, LandingFeedResponse } from '@quiz/contract';
import type { RemoteAppProps } from '@quiz/federation';
import { href } from '@quiz/routes';
import {
  Button,
  Card,
  cardGridCss,
  colors,
  EmptyState,
  fontSize,
  fontWeight,
  formatDateLine,
  formatMoney,
  PageFrame,
  SkeletonList,
  space,
} from '@quiz/ui';
import { type MouseEvent, useEffect, useState } from 'react';

type FeedState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; feed: LandingFeedResponse };

/** Loads the landing feed of the chosen city (the server's default city until one is chosen). */
function useLandingFeed(attempt: number): FeedState {
  const [state, setState] = useState<FeedState>({ status: 'loading' });
  const [cityId, setCityId] = useState<number | null>(city$.value?.id ?? null);

  useEffect(() => {
    const sub = city$.subscribe((city) => setCityId(city?.id ?? null));
    return () => sub.unsubscribe();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request after «Повторить»
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getLandingFeed(cityId, { signal: controller.signal })
      .then((feed) => setState({ status: 'ready', feed }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [cityId, attempt]);

  return state;
}

/** In-site link: the shell's router navigates (no page reload); modified clicks keep browser behaviour. */
function navigate(e: MouseEvent<HTMLAnchorElement>, to: string) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  emit({ type: 'nav.go', to });
}

function EventCard({ event }: { event: Event }) {
  const to = href('eventPage', { eventId: event.id });
  const title = [event.game.theme.title, event.postfix].filter(Boolean).join(' ');
  return (
    <Card as="li" padding={0} data-testid="event-card">
      <img
        src={event.game.theme.picture_thumb}
        alt={`Тема игры «${event.game.theme.title}»`}
        width={640}
        height={360}
        loading="lazy"
        css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <div css={{ padding: space(4), display: 'grid', gap: space(2) }}>
        <h3 css={{ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.bold, color: colors.text }}>
          <a href={to} onClick={(e) => navigate(e, to)} css={{ color: 'inherit', textDecoration: 'none' }}>
            {title}
          </a>
        </h3>
        <p css={{ margin: 0, color: colors.primary, fontWeight: fontWeight.medium }}>
          <time dateTime={event.date}>{formatDateLine(event.date)}</time>
        </p>
        <p css={{ margin: 0, color: colors.muted }}>
          {event.place.title}
          {event.place.address ? `, ${event.place.address}` : ''}
        </p>
        <p css={{ margin: 0, fontWeight: fontWeight.bold }}>
          {formatMoney(event.cost, event.city.currency.symbol)}
        </p>
      </div>
    </Card>
  );
}

/** Route `home`: the upcoming games of the current city. The rest of SPEC's home is added by its issue. */
export default function HomeScreen(_props: RemoteAppProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useLandingFeed(attempt);

  return (
    <PageFrame title="Ближайшие игры">
      <section aria-label="Список игр" id="games-list">
        {state.status === 'loading' && <SkeletonList count={3} label="Загружаем игры…" />}
        {state.status === 'error' && (
          <EmptyState
            title="Не удалось загрузить игры"
            text="Проверьте соединение и попробуйте ещё раз."
            action={<Button onClick={() => setAttempt((n) => n + 1)}>Повторить</Button>}
          />
        )}
        {state.status === 'ready' && state.feed.events.length === 0 && (
          <EmptyState
            title="Скоро здесь появятся новые игры"
            text="Загляните чуть позже или выберите другой город."
          />
        )}
        {state.status === 'ready' && state.feed.events.length > 0 && (
          <ul css={[cardGridCss, { listStyle: 'none', margin: 0, padding: 0 }]}>
            {state.feed.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
