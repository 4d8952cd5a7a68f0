/** @jsxImportSource @emotion/react */
/** The page of route `reviews`: the wizard (or its state) and, for organizers, the game's summary. */
import { formatApiError, isApiError } from '@quiz/api';
import { href } from '@quiz/routes';
import { Button, EmptyState, PageFrame, space, useAsync } from '@quiz/ui';
import { useState } from 'react';
import { spaClick } from '../../shared/nav';
import { loadReviewPage } from './api/reviews';
import { ReviewSummary } from './ReviewSummary';
import { PAGE_TITLE, ReviewLoading, ReviewWizard } from './ReviewWizard';

export function ReviewsView({ eventId }: { eventId: number }) {
  const valid = Number.isInteger(eventId) && eventId > 0;
  const [completed, setCompleted] = useState(false);
  const { data, error, loading } = useAsync(
    (signal) => (valid ? loadReviewPage(eventId, signal) : Promise.reject(new Error('bad id'))),
    [eventId],
  );
  if (!valid || isApiError(error, 404)) {
    return (
      <PageFrame title={PAGE_TITLE} narrow>
        <EmptyState
          title="Игра не найдена"
          text="Такой игры нет или она ещё не опубликована."
          action={
            <Button href={href('home')} onClick={spaClick(href('home'))}>
              На главную
            </Button>
          }
        />
      </PageFrame>
    );
  }
  if (loading) return <ReviewLoading />;
  if (error !== undefined || !data) {
    return (
      <PageFrame title={PAGE_TITLE} narrow>
        <EmptyState title="Не удалось загрузить отзыв" text={formatApiError(error)} />
      </PageFrame>
    );
  }
  const page = completed ? { ...data, state: 'completed' as const } : data;
  return (
    <PageFrame title={PAGE_TITLE} narrow={!page.can_see_summary}>
      <div css={{ display: 'grid', gap: space(8) }}>
        <ReviewWizard page={page} onCompleted={() => setCompleted(true)} />
        {page.can_see_summary ? <ReviewSummary eventId={page.event.id} /> : null}
      </div>
    </PageFrame>
  );
}
