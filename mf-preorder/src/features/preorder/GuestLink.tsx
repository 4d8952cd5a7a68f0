/**
 * For a player of the team: the team's guest link (`?t=`), for a friend without a phone on the site
 * (SPEC §6: a preorder via a token link by entering a name). Shown in a field and copied (SPEC §8 texts).
 * «Ссылка для гостей команды» is the submit of a react-final-form form (busy while the link comes).
 */
import { formatApiError } from '@quiz/api';
import { href } from '@quiz/routes';
import { copyLink, QuizForm, SubmitButton, space, TextField } from '@quiz/ui';
import { useState } from 'react';
import { usePreorderEnv } from '../../shared/env';
import { TEXTS } from '../../shared/texts';
import { guestLinkToken } from './api/guest-link';

export function GuestLink({
  eventId,
  teamId,
  eventTeamId,
}: {
  eventId: number;
  teamId: number;
  eventTeamId: number;
}) {
  const { notify } = usePreorderEnv();
  const [link, setLink] = useState<string | null>(null);
  const make = async () => {
    try {
      const { token } = await guestLinkToken(eventTeamId);
      const url = `${window.location.origin}${href('preorder', { eventId, teamId }, { t: token })}`;
      setLink(url);
      await copyLink(url);
    } catch (error) {
      notify(formatApiError(error), 'error');
    }
    return undefined;
  };
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'flex-end' }}>
      <QuizForm onSubmit={make}>
        <SubmitButton variant="secondary">{TEXTS.guestLink.button}</SubmitButton>
      </QuizForm>
      {link ? (
        <TextField
          label={TEXTS.guestLink.label}
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          containerClassName="guest-link"
        />
      ) : null}
    </div>
  );
}
