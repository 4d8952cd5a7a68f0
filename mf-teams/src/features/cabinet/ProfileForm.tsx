/**
 * SPEC §2 "Personal cabinet": avatar picker, name and phone fields and a save button (`PATCH
 * user/update/` as form data). The avatar must be png, jpeg or jpg (SPEC §5; the browser checks the
 * name and size first, the server the bytes) and shows as a preview until saved, then as the server's
 * thumbnail. A changed phone opens the code modal; the phone changes only after the code.
 */
import { callApi } from '@quiz/api';
import { emit } from '@quiz/bus';
import type { SendBy, User } from '@quiz/contract';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  hasAvatarExtension,
  NAME_MAX,
  normalizePhone,
  PROFILE_TEXTS,
} from '@quiz/domain';
import { Button, colors, radius, space, TextField } from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import { useRef, useState } from 'react';
import { fieldError, toast, toastError } from '../../shared/bus';
import { PhoneConfirmModal } from './PhoneConfirmModal';

export const PROFILE_FORM_TEXTS = {
  name: 'Имя',
  phone: 'Телефон',
  avatar: 'Фото профиля',
  pickAvatar: 'Выбрать фото',
  save: 'Сохранить',
  saved: 'Профиль сохранён',
  noAvatar: 'Фото не выбрано',
} as const;

type Errors = { first_name?: string; phone?: string; avatar?: string };

export function ProfileForm({ user: initial }: { user: User }) {
  // the saved user (also kept here: a shell older than `user.updated` does not refresh session$)
  const [user, setUser] = useState(initial);
  const [name, setName] = useState(user.first_name);
  const [phone, setPhone] = useState(user.phone ? `+${user.phone}` : '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<{ phone: string; send_by: SendBy } | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  function pick(next: File | undefined) {
    if (!next) return;
    if (!hasAvatarExtension(next.name)) {
      setErrors((e) => ({ ...e, avatar: PROFILE_TEXTS.avatarType }));
      return;
    }
    if (next.size > AVATAR_MAX_BYTES) {
      setErrors((e) => ({ ...e, avatar: PROFILE_TEXTS.avatarTooLarge }));
      return;
    }
    setErrors((e) => ({ ...e, avatar: undefined }));
    setFile(next);
    // a data: URL (the page's CSP allows data: pictures; no blob: URL to revoke)
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(next);
  }

  async function save() {
    const form = new FormData();
    if (name.trim() !== user.first_name) form.append('first_name', name.trim());
    const digits = normalizePhone(phone);
    if (digits && digits !== user.phone) form.append('phone', phone);
    if (file) form.append('avatar', file, file.name);
    if ([...form.keys()].length === 0) {
      toast(PROFILE_FORM_TEXTS.saved, 'success');
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const res = await callApi('updateProfile', { body: form });
      emit({ type: 'user.updated', user: res.user });
      setUser(res.user);
      setFile(null);
      setPreview(null);
      if (res.phone_confirm) setConfirm(res.phone_confirm);
      else toast(PROFILE_FORM_TEXTS.saved, 'success');
    } catch (e) {
      const next: Errors = {};
      for (const key of ['first_name', 'phone', 'avatar'] as const) {
        const message = fieldError(e, key);
        if (message) next[key] = message;
      }
      if (Object.keys(next).length > 0) setErrors(next);
      else toastError(e);
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? user.avatar;
  return (
    <form
      noValidate
      css={{ display: 'grid', gap: space(2), maxWidth: 420 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: space(3), marginBottom: space(2) }}>
        {shown ? (
          <img
            src={shown}
            alt={PROFILE_FORM_TEXTS.avatar}
            width={96}
            height={96}
            css={{ borderRadius: radius.card, objectFit: 'cover' }}
          />
        ) : (
          <div
            role="img"
            aria-label={PROFILE_FORM_TEXTS.noAvatar}
            css={{ width: 96, height: 96, borderRadius: radius.card, background: colors.border }}
          />
        )}
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={() => picker.current?.click()}>
            {PROFILE_FORM_TEXTS.pickAvatar}
          </Button>
          <input
            ref={picker}
            type="file"
            accept={AVATAR_ACCEPT}
            aria-label={PROFILE_FORM_TEXTS.avatar}
            css={{ display: 'none' }}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {errors.avatar ? (
            <p role="alert" css={{ color: colors.danger, margin: `${space(1)} 0 0` }}>
              {errors.avatar}
            </p>
          ) : null}
        </div>
      </div>
      <TextField
        label={PROFILE_FORM_TEXTS.name}
        value={name}
        maxLength={NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        error={errors.first_name}
      />
      <PhoneInput label={PROFILE_FORM_TEXTS.phone} value={phone} onChange={setPhone} error={errors.phone} />
      <Button type="submit" loading={busy}>
        {PROFILE_FORM_TEXTS.save}
      </Button>
      <PhoneConfirmModal
        pending={confirm}
        onClose={() => setConfirm(null)}
        onConfirmed={(updated) => {
          setConfirm(null);
          setUser(updated);
          setPhone(updated.phone ? `+${updated.phone}` : '');
        }}
      />
    </form>
  );
}
