/** @jsxImportSource @emotion/react */
/**
 * /event/{id}/reviews: the review wizard (SPEC §2 "Review wizard", §4 "Review").
 *
 * On load it reads `GET /api/event/{id}/review/` (state, game, package, saved draft). When the review
 * is open it saves the draft at once (`POST /api/event_review/`, nulls removed), and again after each
 * claim is added or removed and when the step changes, so a player who closes the tab finds the
 * answers again. «Я закончил» / «Отправить» send `is_completed: true` and show step_4. A 403 on save
 * means the review is already completed («Вы уже оставили отзыв на эту игру»).
 */
import { formatApiError } from '@quiz/api';
import type { GamePackage, ReviewPageResponse } from '@quiz/contract';
import { REVIEW_TEXTS } from '@quiz/domain';
import {
  Button,
  colors,
  EmptyState,
  ErrorAlert,
  formatDateLine,
  PageFrame,
  QuizForm,
  Skeleton,
  SubmitButton,
  space,
  Tabs,
} from '@quiz/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import {
  type Answers,
  answersOf,
  type ClaimItem,
  claimsOf,
  reviewBody,
  STEP_LABELS,
  STEPS,
  type Step,
} from './answers';
import { isAlreadyCompleted, useSaveReview } from './api/reviews';
import { ClaimsSection } from './ClaimsSection';
import { GameStep, RestaurantStep, ThanksStep, WishesStep } from './steps';

export const PAGE_TITLE = 'Отзыв об игре';

type Closed = Exclude<ReviewPageResponse['state'], 'open'>;
const CLOSED_TEXT: Record<Closed, string> = {
  not_passed: REVIEW_TEXTS.notPassed,
  completed: REVIEW_TEXTS.alreadyReviewed,
  not_participant: REVIEW_TEXTS.notParticipant,
  closed: REVIEW_TEXTS.windowClosed,
};

export function gameTitle(page: ReviewPageResponse): string {
  const { event } = page;
  return [event.game.theme.title, event.postfix].filter(Boolean).join(' ');
}

type Save = (answers: Answers, claims: readonly ClaimItem[], completed: boolean) => Promise<boolean>;

/**
 * The wizard for an open review: the answers are the form's values, claims and the step are kept beside
 * them. The draft is saved as the page opens, after each claim change and on each step change; «Я
 * закончил» / «Отправить» submit the form (sent with `is_completed`, then the thank-you step).
 */
function OpenWizard({ page }: { page: ReviewPageResponse }) {
  const eventId = page.event.id;
  const { mutateAsync: saveReview } = useSaveReview(eventId);
  const [initialValues] = useState<Answers>(() => answersOf(page.review));
  const [claims, setClaims] = useState<ClaimItem[]>(() => claimsOf(page.review));
  const [step, setStep] = useState<Step>('step_1');
  const [error, setError] = useState<string | null>(null);
  const claimsRef = useRef(claims);
  claimsRef.current = claims;

  const save: Save = useCallback(
    async (answers, nextClaims, completed) => {
      try {
        await saveReview(reviewBody(eventId, answers, nextClaims, completed));
        setError(null);
        return true;
      } catch (err) {
        // a review finished elsewhere: the page turns to «completed» (useSaveReview)
        if (!isAlreadyCompleted(err)) setError(formatApiError(err));
        return false;
      }
    },
    [eventId, saveReview],
  );

  // The draft is saved as the page opens (created when absent).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened review
  useEffect(() => {
    void save(initialValues, claimsRef.current, false);
  }, []);

  if (step === 'step_4') return <ThanksStep />;
  return (
    <QuizForm<Answers>
      initialValues={initialValues}
      onSubmit={async (answers) => {
        if (await save(answers, claimsRef.current, true)) setStep('step_4');
      }}
    >
      <WizardSteps
        gamePackage={page.game_package}
        claims={claims}
        setClaims={setClaims}
        step={step}
        setStep={setStep}
        save={save}
        error={error}
        onCloseError={() => setError(null)}
      />
    </QuizForm>
  );
}

/** The steps of the open wizard, inside its form. */
function WizardSteps({
  gamePackage,
  claims,
  setClaims,
  step,
  setStep,
  save,
  error,
  onCloseError,
}: {
  gamePackage: GamePackage | null;
  claims: ClaimItem[];
  setClaims: (claims: ClaimItem[]) => void;
  step: Step;
  setStep: (step: Step) => void;
  save: Save;
  error: string | null;
  onCloseError: () => void;
}) {
  const form = useForm<Answers>();
  // a draft save after a claim change (not the form's submit): the claim list waits for it
  const [saving, setSaving] = useState(false);

  const saveDraft = async (nextClaims: readonly ClaimItem[]) => {
    setSaving(true);
    await save(form.getState().values, nextClaims, false);
    setSaving(false);
  };
  const goTo = (next: Step) => {
    setStep(next);
    void save(form.getState().values, claims, false);
  };
  const changeClaims = (next: ClaimItem[]) => {
    setClaims(next);
    void saveDraft(next);
  };
  const claimsBlock = (
    <ClaimsSection claims={claims} gamePackage={gamePackage} saving={saving} onChange={changeClaims} />
  );
  // «Назад» and «Далее» go to the neighbouring steps; the last step has «Отправить» instead of «Я закончил»
  const at = (STEPS as readonly Step[]).indexOf(step);
  const previous = STEPS[at - 1];
  const following = STEPS[at + 1];

  return (
    <div css={{ display: 'grid', gap: space(5) }}>
      <Tabs
        aria-label="Шаги отзыва"
        value={step}
        onValueChange={goTo}
        items={STEPS.map((value) => ({ value, label: STEP_LABELS[value] }))}
      />
      {step === 'step_1' ? <GameStep claims={claimsBlock} /> : null}
      {step === 'step_2' ? <RestaurantStep /> : null}
      {step === 'step_3' ? <WishesStep /> : null}
      {error ? (
        <ErrorAlert title="Не удалось сохранить отзыв" description={error} onClose={onCloseError} />
      ) : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>
        {previous ? (
          <Button type="button" variant="secondary" onClick={() => goTo(previous)}>
            {REVIEW_TEXTS.back}
          </Button>
        ) : null}
        {following ? (
          <Button type="button" onClick={() => goTo(following)}>
            Далее
          </Button>
        ) : null}
        <SubmitButton variant="accent">{following ? REVIEW_TEXTS.finish : REVIEW_TEXTS.send}</SubmitButton>
      </div>
    </div>
  );
}

/** The review page: loads the review state and shows the wizard or the state's text. */
export function ReviewWizard({ page }: { page: ReviewPageResponse }) {
  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <p css={{ margin: 0, color: colors.muted }}>
        {gameTitle(page)} · {formatDateLine(page.event.date, { timeZone: page.event.city.timezone })} ·{' '}
        {page.event.place.title}
      </p>
      {page.state === 'open' ? <OpenWizard page={page} /> : <EmptyState title={CLOSED_TEXT[page.state]} />}
    </div>
  );
}

export function ReviewLoading() {
  return (
    <PageFrame title={PAGE_TITLE} narrow>
      <div role="status" aria-label="Загрузка" css={{ display: 'grid', gap: space(3) }}>
        <Skeleton height={20} width="60%" />
        <Skeleton height={240} />
      </div>
    </PageFrame>
  );
}
