/** @jsxImportSource @emotion/react */
/** The page of route `reviews`: the wizard (or its state) and, for organizers, the game's summary. */
import { isApiError } from '@quiz/api';
import { href } from '@quiz/routes';
import { Button, EmptyState, handleAppLinkClick, PageFrame, QueryState, space } from '@quiz/ui';
import { useReviewPage } from './api/reviews';
import { ReviewSummary } from './ReviewSummary';
import { PAGE_TITLE, ReviewLoading, ReviewWizard } from './ReviewWizard';

const HOME = href('home');

export function ReviewsView({ eventId }: { eventId: number }) {
  const valid = Number.isInteger(eventId) && eventId > 0;
  return valid ? <ReviewPage eventId={eventId} /> : <GameNotFound />;
}

function GameNotFound() {
  return (
    <PageFrame title={PAGE_TITLE} narrow>
      <EmptyState
        title="Игра не найдена"
        text="Такой игры нет или она ещё не опубликована."
        action={
          <Button href={HOME} onClick={(e) => handleAppLinkClick(e, HOME)}>
            На главную
          </Button>
        }
      />
    </PageFrame>
  );
}

function ReviewPage({ eventId }: { eventId: number }) {
  const review = useReviewPage(eventId);
  if (isApiError(review.error, 404)) return <GameNotFound />;
  if (review.status === 'pending') return <ReviewLoading />;
  return (
    <PageFrame title={PAGE_TITLE} narrow={!review.data?.can_see_summary}>
      <QueryState query={review} errorTitle="Не удалось загрузить отзыв">
        {(page) => (
          <div css={{ display: 'grid', gap: space(8) }}>
            <ReviewWizard page={page} />
            {page.can_see_summary ? <ReviewSummary eventId={page.event.id} /> : null}
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
