/**
 * The anonymous form's fields: name, phone, then a new team (title, participant count: min 1, max the
 * place limit) or an existing one joined by its invite link (alone: guests are the captain's).
 */
import { NAME_MAX } from '@quiz/domain';
import { FormCounter, FormPhoneField, FormTextField, space } from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import { useField, useFormState } from 'react-final-form';
import { ANON_RULES, ANON_TEXTS, type AnonymousValues } from './anonymous-form';

export function AnonymousFields({ maxPlayers }: { maxPlayers: number }) {
  return (
    <>
      <FormTextField
        name="name"
        label={ANON_TEXTS.name}
        maxLength={NAME_MAX}
        limitHint
        validate={ANON_RULES.name}
      />
      <FormPhoneField name="phone" label={ANON_TEXTS.phone} input={PhoneInput} validate={ANON_RULES.phone} />
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: space(4), flexWrap: 'wrap' }}>
        <legend css={{ position: 'absolute', left: -9999 }}>Команда</legend>
        <KindRadio kind="new" label={ANON_TEXTS.newTeam} />
        <KindRadio kind="join" label={ANON_TEXTS.joinTeam} />
      </fieldset>
      <TeamFields maxPlayers={maxPlayers} />
    </>
  );
}

function KindRadio({ kind, label }: { kind: AnonymousValues['kind']; label: string }) {
  const { input } = useField<string>('kind', { type: 'radio', value: kind });
  return (
    <label css={{ display: 'flex', gap: space(2), alignItems: 'center' }}>
      <input {...input} />
      {label}
    </label>
  );
}

/** The invite link when joining, else the new team's title and participant count. */
function TeamFields({ maxPlayers }: { maxPlayers: number }) {
  const { values } = useFormState<AnonymousValues>({ subscription: { values: true } });
  if (values.kind === 'join') {
    return (
      <FormTextField
        name="team_invite"
        label={ANON_TEXTS.invite}
        hint={ANON_TEXTS.inviteHint}
        maxLength={300}
        validate={ANON_RULES.team_invite}
      />
    );
  }
  return (
    <>
      <FormTextField
        name="team_title"
        label={ANON_TEXTS.team}
        maxLength={60}
        validate={ANON_RULES.team_title}
      />
      <div css={{ display: 'flex', gap: space(3), alignItems: 'center' }}>
        <span>{ANON_TEXTS.count}</span>
        <FormCounter name="participant_count" label={ANON_TEXTS.count} min={1} max={maxPlayers} />
      </div>
    </>
  );
}
