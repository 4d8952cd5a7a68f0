/** @jsxImportSource @emotion/react */
/**
 * /theme_vote (SPEC §2 "Theme vote", §4 "Vote", §5): the current vote's themes with pictures; choose
 * one or two (a third choice drops the oldest, `toggleVoteTheme` of @quiz/domain), «Назад» and
 * «Отправить», then a thank-you screen that closes after THANKS_SCREEN_MS (3 s) and shows the
 * voted state. A user who already voted sees the choice and may change it (the new vote replaces it).
 * The choice is a react-final-form form (`QuizForm` of @quiz/ui): field `themes`, «Отправить» its submit.
 */

import { css } from '@emotion/react';
import { isApiError, submissionErrors } from '@quiz/api';
import type { Vote } from '@quiz/contract';
import { THANKS_SCREEN_MS, toggleVoteTheme, VOTE_MAX_THEMES } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Button,
  colors,
  coverImage,
  EmptyState,
  FormError,
  focusRing,
  fontWeight,
  handleAppLinkClick,
  PageFrame,
  QueryState,
  QuizForm,
  radius,
  Skeleton,
  SubmitButton,
  space,
  useFormField,
} from '@quiz/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useCastVote, useCurrentVote } from './api/votes';

const HOME = href('home');

export const VOTE_TITLE = 'Голосование за тему';
export const VOTE_TEXTS = {
  intro: `Выберите одну или две темы следующей игры. Если выбрать третью, первая выбранная снимется.`,
  thanks: 'Спасибо, ваш голос учтён!',
  voted: 'Вы уже проголосовали',
  change: 'Изменить выбор',
  none: 'Сейчас нет голосования за тему',
} as const;

type Mode = 'choose' | 'thanks' | 'voted';

const cardCss = (selected: boolean) => css`
  display: grid;
  align-content: start;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  gap: ${space(2)};
  padding: ${space(2)};
  border: 2px solid ${selected ? colors.primary : colors.border};
  border-radius: ${radius.card}px;
  background: ${selected ? colors.primarySoft : colors.surface};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
`;

function goBack() {
  if (window.history.length > 1) window.history.back();
}

interface VoteValues {
  themes: number[];
}

export function VoteView({ vote }: { vote: Vote }) {
  const { mutateAsync: castVote } = useCastVote(vote.id);
  const mine = vote.user_votes[0]?.themes ?? [];
  const [mode, setMode] = useState<Mode>(mine.length ? 'voted' : 'choose');
  // one object per vote: a new one would make final-form reset the choice
  const initialValues = useMemo<VoteValues>(() => ({ themes: vote.user_votes[0]?.themes ?? [] }), [vote]);

  useEffect(() => {
    if (mode !== 'thanks') return;
    const timer = setTimeout(() => setMode('voted'), THANKS_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [mode]);

  const send = async ({ themes }: VoteValues) => {
    try {
      await castVote(themes);
      setMode('thanks');
      return undefined;
    } catch (err) {
      return submissionErrors(err);
    }
  };

  if (mode === 'thanks') {
    return (
      <div role="status" css={{ padding: space(8), textAlign: 'center' }}>
        <h2 css={{ margin: 0, color: colors.primary }}>{VOTE_TEXTS.thanks}</h2>
      </div>
    );
  }
  if (mode === 'voted') {
    const chosen = vote.themes.filter((t) => mine.includes(t.id));
    return (
      <div css={{ display: 'grid', gap: space(4), justifyItems: 'start' }}>
        <h2 css={{ margin: 0 }}>{VOTE_TEXTS.voted}</h2>
        <p css={{ margin: 0 }}>Ваш выбор: {chosen.map((t) => `«${t.title}»`).join(', ')}</p>
        <Button variant="secondary" onClick={() => setMode('choose')}>
          {VOTE_TEXTS.change}
        </Button>
      </div>
    );
  }
  return (
    <QuizForm<VoteValues>
      initialValues={initialValues}
      onSubmit={send}
      css={{ display: 'grid', gap: space(4) }}
    >
      <p css={{ margin: 0 }}>{VOTE_TEXTS.intro}</p>
      <ThemeChoice themes={vote.themes} />
      <FormError title="Не удалось проголосовать" />
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={goBack}>
          Назад
        </Button>
        <SendButton />
      </div>
    </QuizForm>
  );
}

/** The `themes` field: the count and the cards, one or two chosen (a third drops the oldest). */
function ThemeChoice({ themes }: { themes: Vote['themes'] }) {
  const field = useFormField<number[]>('themes');
  const selected = field.value ?? [];
  return (
    <>
      <p aria-live="polite" css={{ margin: 0, color: colors.muted }}>
        Выбрано: {selected.length} из {VOTE_MAX_THEMES}
      </p>
      <ul
        aria-label="Темы"
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: space(3),
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        {themes.map((theme) => {
          const on = selected.includes(theme.id);
          return (
            <li key={theme.id}>
              <button
                type="button"
                aria-pressed={on}
                css={cardCss(on)}
                onClick={() => field.onChange(toggleVoteTheme(selected, theme.id))}
              >
                <img
                  src={theme.picture}
                  alt=""
                  width={320}
                  height={180}
                  css={{ ...coverImage, borderRadius: radius.control }}
                />
                <span css={{ fontWeight: fontWeight.bold }}>{theme.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** «Отправить»: waits for a choice. */
function SendButton() {
  const { value } = useFormField<number[]>('themes');
  return (
    <SubmitButton variant="accent" disabled={(value ?? []).length === 0}>
      Отправить
    </SubmitButton>
  );
}

export function ThemeVote() {
  const vote = useCurrentVote();
  let body: ReactNode;
  if (vote.status === 'pending') {
    body = (
      <div role="status" aria-label="Загрузка" css={{ display: 'grid', gap: space(3) }}>
        <Skeleton height={20} width="50%" />
        <Skeleton height={200} />
      </div>
    );
  } else if (isApiError(vote.error, 404)) {
    body = (
      <EmptyState
        title={VOTE_TEXTS.none}
        text="Загляните позже: голосование открывается каждую неделю."
        action={
          <Button href={HOME} onClick={(e) => handleAppLinkClick(e, HOME)}>
            На главную
          </Button>
        }
      />
    );
  } else {
    body = (
      <QueryState query={vote} errorTitle="Не удалось загрузить голосование">
        {(current) => <VoteView vote={current} />}
      </QueryState>
    );
  }
  return <PageFrame title={VOTE_TITLE}>{body}</PageFrame>;
}
