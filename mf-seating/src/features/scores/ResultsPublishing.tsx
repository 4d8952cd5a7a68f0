/**
 * The results part of the scoring screen, by the results lifecycle of @quiz/domain (results.ts): the
 * sentence of the results' state and the button of the move it allows — «Опубликовать результаты»
 * once the game has started, «Снять с публикации» once they are published. Each move asks first in
 * @quiz/ui's ConfirmDialog, which says what will happen; cancelling it sends nothing. Before the start
 * there is no button, only the rule's sentence, and the screen wakes at the start to offer it (the
 * server checks the start on its own clock all the same).
 */
import { formatApiError } from '@quiz/api';
import type { ScoreSheet, WorkflowState } from '@quiz/contract';
import { RESULTS_TEXTS, type ResultsAction, resultsActions, resultsState } from '@quiz/domain';
import { Button, ConfirmDialog, colors, space, useNowPassing } from '@quiz/ui';
import { useState } from 'react';
import { callOrganizer } from './api/scores';

type Move = Exclude<ResultsAction, 'score'>;

interface Confirm {
  title: string;
  description: string;
  confirm: string;
  cancel: string;
}

const MOVES: Record<Move, { label: string; confirm: Confirm }> = {
  publish: { label: RESULTS_TEXTS.publish, confirm: RESULTS_TEXTS.publishConfirm },
  unpublish: { label: RESULTS_TEXTS.unpublish, confirm: RESULTS_TEXTS.unpublishConfirm },
};

export interface ResultsPublishingProps {
  sheet: ScoreSheet;
  /**
   * when the sheet was loaded (the query's `dataUpdatedAt`: on a page the server rendered, its load
   * time): the first render's «now», so the server's render and its hydration agree even when the game
   * starts in between; the browser's clock takes over right after mount
   */
  renderedAt?: Date;
  /** the results were published (an instant) or taken back (null), the game now in `workflowState` */
  onChanged: (publishedAt: string | null, workflowState: WorkflowState) => void;
}

export function ResultsPublishing({ sheet, renderedAt, onChanged }: ResultsPublishingProps) {
  const now = useNowPassing(sheet.event.date, renderedAt);
  const state = resultsState({ ...sheet.event, results_published_at: sheet.results_published_at }, now);
  const move = resultsActions(state).find((a): a is Move => a !== 'score');
  // the move asked about stays while its dialog closes, so the closing dialog keeps its texts
  const [asked, setAsked] = useState<Move>('publish');
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  // resolves either way: the dialog closes and the answer is said under the button
  const run = async (chosen: Move) => {
    try {
      if (chosen === 'publish') {
        const answer = await callOrganizer('organizerPublishResults', { params: { id: sheet.event.id } });
        onChanged(answer.results_published_at, 'finished');
        setSaid({ ok: true, text: RESULTS_TEXTS.published });
      } else {
        const answer = await callOrganizer('organizerUnpublishResults', {
          params: { id: sheet.event.id },
        });
        onChanged(null, answer.workflow_state);
        setSaid({ ok: true, text: RESULTS_TEXTS.unpublished });
      }
    } catch (error) {
      setSaid({ ok: false, text: formatApiError(error) });
    }
  };

  const dialog = MOVES[asked].confirm;
  return (
    <section aria-label="Результаты" css={{ display: 'grid', gap: space(2), justifyItems: 'start' }}>
      <p css={{ margin: 0, color: state === 'published' ? colors.success : colors.muted }}>
        {RESULTS_TEXTS.state[state]}
      </p>
      {move ? (
        <Button
          variant={move === 'unpublish' ? 'secondary' : 'primary'}
          disabled={move === 'publish' && sheet.rows.length === 0}
          onClick={() => {
            setSaid(null);
            setAsked(move);
            setAsking(true);
          }}
        >
          {MOVES[move].label}
        </Button>
      ) : null}
      {said ? (
        <p
          role={said.ok ? 'status' : 'alert'}
          css={{ margin: 0, color: said.ok ? colors.success : colors.danger }}
        >
          {said.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirm}
        cancelLabel={dialog.cancel}
        danger={asked === 'unpublish'}
        onConfirm={() => run(asked)}
      />
    </section>
  );
}
