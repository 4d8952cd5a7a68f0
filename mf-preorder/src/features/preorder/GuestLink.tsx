/**
 * For a player of the team: the team's guest link (`?t=`), for a friend without a phone on the site
 * (SPEC §6: a preorder via a token link by entering a name). Shown in a field and copied (SPEC §8 texts).
 */
import { callApi, formatApiError } from '@quiz/api';
import { href } from '@quiz/routes';
import { Button, space, TextField } from '@quiz/ui';
import { useState } from 'react';
import { usePreorderEnv } from '../../shared/env';
import { TEXTS } from '../../shared/texts';

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
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      const { token } = await callApi('preorderToken', { params: { id: eventTeamId } });
      const url = `${window.location.origin}${href('preorder', { eventId, teamId }, { t: token })}`;
      setLink(url);
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(url).then(
          () => notify(TEXTS.guestLink.copied, 'success'),
          () => notify(TEXTS.guestLink.noClipboard, 'error'),
        );
      } else {
        notify(TEXTS.guestLink.noClipboard, 'error');
      }
    } catch (error) {
      notify(formatApiError(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'flex-end' }}>
      <Button variant="secondary" loading={busy} onClick={make}>
        {TEXTS.guestLink.button}
      </Button>
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
