/**
 * SPEC §6: the captain edits player names (`PATCH user/{id}/name/`; the server allows it for players
 * of a team the caller captains). Name rules as everywhere: 2 to 18 letters.
 */
import { apiFieldErrors } from '@quiz/api';
import { NAME_MAX, nameError } from '@quiz/domain';
import { FormTextField, Modal, QuizForm, SubmitButton, space } from '@quiz/ui';
import { toastError } from '../../shared/bus';
import { renamePlayer } from './api/players';

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
  return (
    <Modal
      open={player !== null}
      onOpenChange={(open) => !open && onClose()}
      title={player ? RENAME_TEXTS.title(player.name) : ''}
      size="sm"
    >
      {player ? (
        // keyed by the player: another player's dialog starts empty
        <QuizForm<{ name?: string }>
          key={player.id}
          css={{ display: 'grid', gap: space(2) }}
          onSubmit={async ({ name = '' }) => {
            try {
              const user = await renamePlayer(player.id, name.trim());
              onRenamed(player.id, user.first_name);
              return undefined;
            } catch (e) {
              const errors = apiFieldErrors(e, { first_name: 'name' });
              if (!errors) toastError(e);
              return errors;
            }
          }}
        >
          <FormTextField
            name="name"
            label={RENAME_TEXTS.name}
            maxLength={NAME_MAX}
            limitHint
            validate={nameError}
          />
          <SubmitButton>{RENAME_TEXTS.save}</SubmitButton>
        </QuizForm>
      ) : null}
    </Modal>
  );
}
