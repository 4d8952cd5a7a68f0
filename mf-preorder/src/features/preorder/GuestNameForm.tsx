/** The team link's name step: a name (2–18 characters), then the server gives a token and a cart. */
import { submissionErrors } from '@quiz/api';
import type { RedeemTokenResponse } from '@quiz/contract';
import { GUEST_NAME_ERROR, GUEST_NAME_MAX, isValidGuestName } from '@quiz/domain';
import { FormTextField, QuizForm, rule, SubmitButton, space } from '@quiz/ui';
import { TEXTS } from '../../shared/texts';
import { redeemGuestLink } from './api/guest-link';

export interface GuestNameFormProps {
  eventId: number;
  linkToken: string;
  /** resolves once the screen has what it needs to go on as the guest */
  onDone: (answer: RedeemTokenResponse) => Promise<void> | void;
}

const validName = rule((name: string | undefined) => isValidGuestName(name ?? ''), GUEST_NAME_ERROR);

export function GuestNameForm({ eventId, linkToken, onDone }: GuestNameFormProps) {
  return (
    <QuizForm<{ name?: string }>
      css={{ display: 'flex', gap: space(3), alignItems: 'flex-end', flexWrap: 'wrap' }}
      onSubmit={async ({ name = '' }) => {
        try {
          const answer = await redeemGuestLink(eventId, linkToken, name.trim());
          await onDone(answer);
          return undefined;
        } catch (err) {
          // every refusal is shown under the name, as before (the only field of the step)
          const errors = submissionErrors(err, { first_name: 'name' });
          return { name: errors.name ?? Object.values(errors)[0] };
        }
      }}
    >
      <FormTextField
        name="name"
        label={TEXTS.guest.nameLabel}
        maxLength={GUEST_NAME_MAX}
        limitHint
        autoComplete="given-name"
        validate={validName}
      />
      <SubmitButton>{TEXTS.guest.submit}</SubmitButton>
    </QuizForm>
  );
}
