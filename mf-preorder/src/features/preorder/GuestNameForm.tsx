/** The team link's name step: a name (2–18 characters), then the server gives a token and a cart. */
import { callApi, formatApiError } from '@quiz/api';
import type { RedeemTokenResponse } from '@quiz/contract';
import { GUEST_NAME_ERROR, GUEST_NAME_MAX, isValidGuestName } from '@quiz/domain';
import { Button, space, TextField } from '@quiz/ui';
import { useState } from 'react';
import { TEXTS } from '../../shared/texts';

export interface GuestNameFormProps {
  eventId: number;
  linkToken: string;
  onDone: (answer: RedeemTokenResponse) => void;
}

export function GuestNameForm({ eventId, linkToken, onDone }: GuestNameFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      css={{ display: 'flex', gap: space(3), alignItems: 'flex-end', flexWrap: 'wrap' }}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!isValidGuestName(name)) {
          setError(GUEST_NAME_ERROR);
          return;
        }
        setBusy(true);
        setError(null);
        try {
          const answer = await callApi(
            'redeemPreorderToken',
            { params: { id: eventId, token: linkToken }, body: { first_name: name.trim() } },
            { skipUnauthorized: true },
          );
          onDone(answer);
        } catch (err) {
          setError(formatApiError(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        label={TEXTS.guest.nameLabel}
        value={name}
        maxLength={GUEST_NAME_MAX}
        autoComplete="given-name"
        error={error ?? undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" loading={busy}>
        {TEXTS.guest.submit}
      </Button>
    </form>
  );
}
