/** The captain's form for the team's title (the server's title error shown as information). */
import type { Team } from '@quiz/contract';
import { TEAM_TEXTS, TEAM_TITLE_MAX } from '@quiz/domain';
import { colors, FormTextField, QuizForm, SubmitButton, space } from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { useFormState } from 'react-final-form';
import { errorDetail, fieldError, toast } from '../../shared/bus';
import { saveTeamTitle } from './api/teams';
import { CABINET_TEXTS } from './team-texts';

/** The captain renames the team; the server's title error shows under the form as information. */
export function TeamTitleForm({ team, onChange }: { team: Team; onChange: (t: Team) => void }) {
  return (
    <QuizForm<{ title: string }>
      initialValues={{ title: team.title }}
      css={{ display: 'grid', gap: space(2) }}
      onSubmit={async ({ title }) => {
        try {
          onChange(await saveTeamTitle(team.id, title));
          toast(CABINET_TEXTS.saved, 'success');
          return undefined;
        } catch (e) {
          return { [FORM_ERROR]: fieldError(e, 'title') ?? errorDetail(e) ?? TEAM_TEXTS.somethingWrong };
        }
      }}
    >
      <div css={{ display: 'flex', gap: space(2), alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormTextField name="title" label={CABINET_TEXTS.title} maxLength={TEAM_TITLE_MAX} />
        <SubmitButton variant="secondary">{CABINET_TEXTS.save}</SubmitButton>
      </div>
      <TitleInfo />
    </QuizForm>
  );
}

function TitleInfo() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return typeof submitError === 'string' ? (
    <p role="status" css={{ margin: 0, color: colors.muted }}>
      {submitError}
    </p>
  ) : null;
}
