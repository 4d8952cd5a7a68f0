/**
 * SPEC §6: the captain edits player names (`PATCH user/{id}/name/`; the server allows it for players
 * of a team the caller captains). Name rules as everywhere: 2 to 18 letters.
 */
import { callApi } from '@quiz/api';
import { isValidPlayerName, TEAM_TEXTS } from '@quiz/domain';
import { Button, Modal, space, TextField } from '@quiz/ui';
import { useState } from 'react';
import { fieldError, toastError } from '../../shared/bus';

export const RENAME_TEXTS = {
  open: 'Изменить имя',
  title: (name: string) => `Имя игрока ${name}`,
  name: 'Новое имя',
  save: 'Сохранить',
} as const;

export function RenamePlayerModal({
  player,
  onClose,
  onRenamed,
}: {
  player: { id: number; name: string } | null;
  onClose: () => void;
  onRenamed: (id: number, firstName: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!player) return;
    if (!isValidPlayerName(name)) {
      setError(TEAM_TEXTS.nameTooShort);
      return;
    }
    setBusy(true);
    try {
      const user = await callApi('renameUser', {
        params: { id: player.id },
        body: { first_name: name.trim() },
      });
      onRenamed(player.id, user.first_name);
      setName('');
      setError(null);
    } catch (e) {
      const message = fieldError(e, 'first_name');
      if (message) setError(message);
      else toastError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={player !== null}
      onOpenChange={(open) => {
        if (!open) {
          setName('');
          setError(null);
          onClose();
        }
      }}
      title={player ? RENAME_TEXTS.title(player.name) : ''}
      size="sm"
    >
      <form
        noValidate
        css={{ display: 'grid', gap: space(2) }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label={RENAME_TEXTS.name}
          value={name}
          maxLength={18}
          onChange={(e) => setName(e.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" loading={busy}>
          {RENAME_TEXTS.save}
        </Button>
      </form>
    </Modal>
  );
}
