/**
 * SPEC §2 "Team cabinet" add-player modal: name, phone, a share or copy of the invite link, «Назад».
 * SPEC §5: «Имя должно содержать не менее 2 букв!», «Некорректный номер телефона!», and a
 * 'not exists' answer says the number is not in WhatsApp.
 */
import { callApi } from '@quiz/api';
import type { Team } from '@quiz/contract';
import { isValidAddPlayerPhone, isValidPlayerName, NAME_MAX, TEAM_TEXTS } from '@quiz/domain';
import { Button, Modal, space, TextField } from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import { useState } from 'react';
import { fieldError, toast, toastError } from '../../shared/bus';
import { copyInvite, inviteUrl } from '../../shared/invite';

export const ADD_PLAYER_TEXTS = {
  title: 'Добавить игрока',
  name: 'Имя',
  phone: 'Телефон',
  submit: 'Добавить',
  copy: 'Скопировать ссылку-приглашение',
  share: 'Поделиться ссылкой',
  added: (name: string) => `${name} в команде!`,
} as const;

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
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [busy, setBusy] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function submit() {
    const next: { name?: string; phone?: string } = {};
    if (!isValidPlayerName(name)) next.name = TEAM_TEXTS.nameTooShort;
    if (!isValidAddPlayerPhone(phone)) next.phone = TEAM_TEXTS.invalidPhone;
    setErrors(next);
    if (next.name || next.phone) return;
    setBusy(true);
    try {
      const res = await callApi('addTeamPlayer', {
        params: { id: team.id },
        body: { name: name.trim(), phone },
      });
      if (res.result === 'not exists') {
        setErrors({ phone: TEAM_TEXTS.notInWhatsApp });
        return;
      }
      toast(ADD_PLAYER_TEXTS.added(name.trim()), 'success');
      setName('');
      setPhone('');
      onAdded(res.team);
      onOpenChange(false);
    } catch (e) {
      const phoneErr = fieldError(e, 'phone');
      const nameErr = fieldError(e, 'name');
      if (phoneErr || nameErr)
        setErrors({ ...(phoneErr ? { phone: phoneErr } : {}), ...(nameErr ? { name: nameErr } : {}) });
      else toastError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={ADD_PLAYER_TEXTS.title} size="sm">
      <form
        noValidate
        css={{ display: 'grid', gap: space(3) }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={ADD_PLAYER_TEXTS.name}
          value={name}
          maxLength={NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <PhoneInput label={ADD_PLAYER_TEXTS.phone} value={phone} onChange={setPhone} error={errors.phone} />
        <Button type="submit" loading={busy}>
          {ADD_PLAYER_TEXTS.submit}
        </Button>
        {canShare ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              void navigator.share({ title: team.title, url: inviteUrl(team) }).catch(() => undefined)
            }
          >
            {ADD_PLAYER_TEXTS.share}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={() => void copyInvite(team)}>
          {ADD_PLAYER_TEXTS.copy}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
          {TEAM_TEXTS.back}
        </Button>
      </form>
    </Modal>
  );
}
