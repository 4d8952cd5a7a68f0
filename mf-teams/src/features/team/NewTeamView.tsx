/** /team/new_team: a title, then the team cabinet; a 409 asks to become the captain of the captainless team. */

import { useUser } from '@quiz/bus/react';
import type { TeamConflict } from '@quiz/contract';
import { TEAM_TITLE_MAX } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  ConfirmDialog,
  FormError,
  FormTextField,
  PageFrame,
  QuizForm,
  required,
  SubmitButton,
  space,
} from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { claimTeam, createTeam } from '../../shared/api/teams';
import { errorDetail, fieldError, go, toastRefusal } from '../../shared/bus';

export const NEW_TEAM_TEXTS = {
  title: 'Название команды',
  titleMissing: 'Укажите название команды.',
  create: 'Создать команду',
  failed: 'что-то пошло не так :(',
} as const;

export function NewTeamView() {
  const user = useUser();
  const [conflict, setConflict] = useState<TeamConflict | null>(null);
  return (
    <PageFrame title="Новая команда" narrow>
      <QuizForm<{ title?: string }>
        css={{ display: 'grid', gap: space(3) }}
        onSubmit={async ({ title = '' }) => {
          try {
            const outcome = await createTeam(title.trim());
            if (outcome.kind === 'conflict') setConflict(outcome.conflict);
            else go(href('teamCabinet', { slug: outcome.team.secret_slug }));
            return undefined;
          } catch (err) {
            const onTitle = fieldError(err, 'title');
            return onTitle ? { title: onTitle } : { [FORM_ERROR]: errorDetail(err) ?? NEW_TEAM_TEXTS.failed };
          }
        }}
      >
        <FormTextField
          name="title"
          label={NEW_TEAM_TEXTS.title}
          maxLength={TEAM_TITLE_MAX}
          validate={required(NEW_TEAM_TEXTS.titleMissing)}
        />
        <FormError />
        <SubmitButton>{NEW_TEAM_TEXTS.create}</SubmitButton>
      </QuizForm>
      <ConfirmDialog
        open={!!conflict}
        onOpenChange={(open) => !open && setConflict(null)}
        title={conflict?.info ?? ''}
        onConfirm={async () => {
          if (!conflict || !user) return;
          const team = await toastRefusal(() => claimTeam(conflict, user));
          go(href('teamCabinet', { slug: team.secret_slug }));
        }}
      />
    </PageFrame>
  );
}
