/** The registration form's team choice: my teams or a new one (with its title), and «Играть в сборной». */
import type { Team } from '@quiz/contract';
import { TEAM_TEXTS, TEAM_TITLE_MAX } from '@quiz/domain';
import { Button, FormTextField, space } from '@quiz/ui';
import { useField, useForm, useFormState } from 'react-final-form';
import { REG_TEXTS, type RegMode, type RegValues } from './reg-texts';

/** My teams (not united) and «Новая команда»; the new team's title while that is chosen. */
export function TeamChoice({ teams }: { teams: Team[] }) {
  return (
    <>
      {teams.length ? (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
          <legend css={{ fontWeight: 600, marginBottom: space(2) }}>{REG_TEXTS.myTeams}</legend>
          {teams.map((t) => (
            <TeamRadio key={t.id} value={String(t.id)} label={t.title} />
          ))}
          <TeamRadio value="" label={REG_TEXTS.newTeam} />
        </fieldset>
      ) : null}
      <NewTeamTitle />
    </>
  );
}

/** One radio of the team choice (the value is the team id, '' for a new team). */
function TeamRadio({ value, label }: { value: string; label: string }) {
  const form = useForm<RegValues>();
  const { input } = useField<string>('team', { type: 'radio', value });
  return (
    <label css={{ display: 'flex', gap: space(2), alignItems: 'center' }}>
      <input
        {...input}
        onChange={(e) => {
          input.onChange(e);
          if (value) form.change('title', '');
        }}
      />
      {label}
    </label>
  );
}

/** The new team's title, shown while «Новая команда» is chosen. */
function NewTeamTitle() {
  const { values } = useFormState<RegValues>({ subscription: { values: true } });
  return values.team === '' ? (
    <FormTextField name="title" label={REG_TEXTS.newTeamTitle} maxLength={TEAM_TITLE_MAX} />
  ) : null;
}

/** «Играть в сборной»: the same form sent to the united team of the chosen place. */
export function PlayUnitedButton({ mode }: { mode: RegMode }) {
  const form = useForm<RegValues>();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={submitting}
      onClick={() => {
        mode.current = 'united';
        void form.submit();
      }}
    >
      {TEAM_TEXTS.playUnited}
    </Button>
  );
}
