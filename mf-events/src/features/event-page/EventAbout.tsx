import type { Event } from '@quiz/contract';
import { difficultyStars } from '@quiz/domain';
import { colors, formatMoney } from '@quiz/ui';
import { DIFFICULTY_LABELS } from '../../shared/event-card/EventCard';

/** «Об игре»'s text: the theme's description (or the format), the difficulty and the price. */
export function EventAbout({ event }: { event: Event }) {
  const stars = difficultyStars(event.difficulty);
  return (
    <>
      <p css={{ marginTop: 0 }}>
        {event.game.theme.description || 'Тематическая командная игра: 7 туров по 7 вопросов.'}
      </p>
      <p css={{ marginBottom: 0, color: colors.muted }}>
        Сложность: {DIFFICULTY_LABELS[stars]}. Стоимость участия:{' '}
        {formatMoney(event.cost, event.city.currency.symbol)} с человека.
      </p>
    </>
  );
}
