/**
 * /organizer/event/{eventId}/scores: the organizer scores the game night on a phone. Each cell is
 * autosaved with its row's version; a stale one (another organizer saved the team first) shows the
 * current scores and the server's Russian message. Totals and places follow the typing; «Опубликовать
 * результаты» makes them public (a later correction republishes them).
 */
import type { ScoreRow } from '@quiz/contract';
import { SCORE_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  AppLink,
  Button,
  colors,
  EmptyState,
  formatDateLine,
  PageFrame,
  SkeletonList,
  space,
} from '@quiz/ui';
import { type FormApi, getIn } from 'final-form';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { CellErrors, ScoreTable } from './ScoreTable';
import { cellError, cellName, rowScores, type SheetValues, scoreText, sheetValues } from './scoreForm';
import { useScoreSheet } from './useScoreSheet';

export const SCORES_TITLE = 'Баллы игры';
export const PUBLISH = 'Опубликовать результаты';

/**
 * After a save: the row's cells show what the server keeps (a refused row: its current scores); the
 * cell being typed in and a cell whose text breaks a rule (its message stays) are left alone.
 */
function showSaved(form: FormApi<SheetValues>, row: ScoreRow, tours: readonly number[], refused: boolean) {
  const state = form.getState();
  // a cell's name is a path into the values (`e21.t3`), which final-form's key type does not spell
  const change = form.change as unknown as (name: string, value: string) => void;
  form.batch(() => {
    for (const tour of tours) {
      const name = cellName(row.event_team_id, tour);
      const text = getIn(state.values, name) as string | undefined;
      if (!refused && (state.active === name || cellError(text))) continue;
      change(name, scoreText(row.tour_scores[String(tour)]));
    }
  });
}

export function ScoresView({ eventId }: { eventId: number }) {
  const model = useScoreSheet(eventId);
  const { sheet } = model;
  const initialValues = useMemo(() => (sheet ? sheetValues(sheet) : {}), [sheet]);
  const [published, setPublished] = useState<{ ok: boolean; text: string } | null>(null);
  const [publishing, setPublishing] = useState(false);

  if (model.status === 'loading') {
    return (
      <PageFrame title={SCORES_TITLE}>
        <SkeletonList count={4} />
      </PageFrame>
    );
  }
  if (!sheet) {
    return (
      <PageFrame title={SCORES_TITLE}>
        <EmptyState title="Не удалось открыть таблицу баллов" text={model.message ?? ''} />
      </PageFrame>
    );
  }

  const commit = (form: FormApi<SheetValues>, eventTeamId: number) => {
    const row = sheet.rows.find((r) => r.event_team_id === eventTeamId);
    if (!row) return;
    const sent = rowScores(row, sheet.tours, form.getState().values);
    void model.save(eventTeamId, sent).then((after) => {
      if (!after) return;
      const refused =
        Object.keys(sent).length !== Object.keys(after.tour_scores).length ||
        Object.entries(sent).some(([tour, score]) => after.tour_scores[tour] !== score);
      showSaved(form, after, sheet.tours, refused);
    });
  };

  const publish = async () => {
    setPublishing(true);
    const error = await model.publish();
    setPublishing(false);
    setPublished(error ? { ok: false, text: error } : { ok: true, text: SCORE_TEXTS.published });
  };

  return (
    <PageFrame
      title={SCORES_TITLE}
      subtitle={`${sheet.event.title} · ${formatDateLine(sheet.event.date, { timeZone: sheet.event.timezone })}`}
    >
      <div css={{ display: 'grid', gap: space(4) }}>
        <nav aria-label="Игра" css={{ display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
          <AppLink href={href('organizerEvent', { eventId })} css={{ color: colors.primary }}>
            К игре
          </AppLink>
          <AppLink href={href('organizerEventTeams', { eventId })} css={{ color: colors.primary }}>
            Кто придёт
          </AppLink>
          <a
            href={href('gameResultScreen', { eventId })}
            target="_blank"
            rel="noreferrer"
            css={{ color: colors.primary }}
          >
            Экран для зала
          </a>
        </nav>
        <Form<SheetValues>
          onSubmit={() => undefined}
          initialValues={initialValues}
          keepDirtyOnReinitialize
          subscription={{}}
          render={({ form }) => (
            <form noValidate aria-label={SCORES_TITLE} onSubmit={(e) => e.preventDefault()}>
              <ScoreTable sheet={sheet} saves={model.saves} onCommit={(id) => commit(form, id)} />
              <CellErrors sheet={sheet} />
            </form>
          )}
        />
        <div css={{ display: 'grid', gap: space(2), justifyItems: 'start' }}>
          {sheet.results_published_at ? (
            <p css={{ margin: 0, color: colors.success }}>
              Результаты опубликованы. Исправленные баллы публикуются сами.
            </p>
          ) : null}
          <Button onClick={publish} loading={publishing} disabled={sheet.rows.length === 0}>
            {PUBLISH}
          </Button>
          {published ? (
            <p
              role={published.ok ? 'status' : 'alert'}
              css={{ margin: 0, color: published.ok ? colors.success : colors.danger }}
            >
              {published.text}
            </p>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
