/**
 * SPEC §2 "Team cabinet" add-player modal: name, phone, a share or copy of the invite link, «Назад».
 * SPEC §5: «Имя должно содержать не менее 2 букв!», «Некорректный номер телефона!», and a
 * 'not exists' answer says the number is not in WhatsApp.
 */
import { apiFieldErrors } from '@quiz/api';
import type { Team } from '@quiz/contract';
import { isValidAddPlayerPhone, NAME_MAX, nameError, TEAM_TEXTS } from '@quiz/domain';
import { Button, FormPhoneField, FormTextField, Modal, QuizForm, rule, SubmitButton, space } from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import type { FormApi } from 'final-form';
import { toast, toastError } from '../../shared/bus';
import { canShareInvite, copyInvite, shareInvite } from '../../shared/invite';
import { addTeamPlayer } from './api/teams';

export const ADD_PLAYER_TEXTS = {
  title: 'Добавить игрока',
  name: 'Имя',
  phone: 'Телефон',
  submit: 'Добавить',
  copy: 'Скопировать ссылку-приглашение',
  share: 'Поделиться ссылкой',
  added: (name: string) => `${name} в команде!`,
} as const;

type AddPlayerValues = { name?: string; phone?: string };

const validPhone = rule(
  (phone: string | undefined) => isValidAddPlayerPhone(phone ?? ''),
  TEAM_TEXTS.invalidPhone,
);

export function AddPlayerModal({
  team,
  open,
  onOpenChange,
  onAdded,
}: {
  team: Team;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (team: Team) => void;
}) {
  async function submit(values: AddPlayerValues, form: FormApi<AddPlayerValues>) {
    const name = (values.name ?? '').trim();
    try {
      const res = await addTeamPlayer(team.id, { name, phone: values.phone ?? '' });
      if (res.result === 'not exists') return { phone: TEAM_TEXTS.notInWhatsApp };
      toast(ADD_PLAYER_TEXTS.added(name), 'success');
      // the next player starts from empty fields (after final-form has finished this submit)
      setTimeout(() => form.reset());
      onAdded(res.team);
      onOpenChange(false);
      return undefined;
    } catch (e) {
      const errors = apiFieldErrors(e, { phone: 'phone', name: 'name' });
      if (!errors) toastError(e);
      return errors;
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={ADD_PLAYER_TEXTS.title} size="sm">
      <QuizForm<AddPlayerValues> css={{ display: 'grid', gap: space(3) }} onSubmit={submit}>
        <FormTextField
          name="name"
          label={ADD_PLAYER_TEXTS.name}
          maxLength={NAME_MAX}
          limitHint
          validate={nameError}
        />
        <FormPhoneField
          name="phone"
          label={ADD_PLAYER_TEXTS.phone}
          input={PhoneInput}
          validate={validPhone}
        />
        <SubmitButton>{ADD_PLAYER_TEXTS.submit}</SubmitButton>
        {canShareInvite() ? (
          <Button type="button" variant="secondary" onClick={() => shareInvite(team)}>
            {ADD_PLAYER_TEXTS.share}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={() => void copyInvite(team)}>
          {ADD_PLAYER_TEXTS.copy}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
          {TEAM_TEXTS.back}
        </Button>
      </QuizForm>
    </Modal>
  );
}
