/**
 * SPEC §2 "Personal cabinet": avatar picker, name and phone fields and a save button (`PATCH
 * user/update/` as form data). The avatar must be png, jpeg or jpg (SPEC §5; the browser checks the
 * name and size first, the server the bytes) and shows as a preview until saved, then as the server's
 * thumbnail. A changed phone opens the code modal; the phone changes only after the code.
 */
import { apiFieldErrors } from '@quiz/api';
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
import {
  Button,
  colors,
  FormPhoneField,
  FormTextField,
  QuizForm,
  radius,
  SubmitButton,
  space,
  useFormField,
} from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import type { FormApi } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { toast, toastError } from '../../shared/bus';
import { saveProfile } from './api/profile';
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

type ProfileValues = { first_name: string; phone: string; avatar: File | null };

/** The avatar picker: the browser checks a picked file's name and size before it becomes the value. */
function AvatarField({ saved }: { saved: string | null }) {
  const field = useFormField<File | null>('avatar');
  const [pickError, setPickError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const file = field.value;
  useEffect(() => {
    if (!file) return setPreview(null);
    // a data: URL (the page's CSP allows data: pictures; no blob: URL to revoke)
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  }, [file]);

  function pick(next: File | undefined) {
    if (!next) return;
    if (!hasAvatarExtension(next.name)) return setPickError(PROFILE_TEXTS.avatarType);
    if (next.size > AVATAR_MAX_BYTES) return setPickError(PROFILE_TEXTS.avatarTooLarge);
    setPickError(null);
    field.onChange(next);
  }

  const shown = (file ? preview : null) ?? saved;
  const error = pickError ?? field.error;
  return (
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
        {error ? (
          <p role="alert" css={{ color: colors.danger, margin: `${space(1)} 0 0` }}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function ProfileForm({ user: initial }: { user: User }) {
  // the saved user (also kept here: a shell older than `user.updated` does not refresh session$)
  const [user, setUser] = useState(initial);
  const [confirm, setConfirm] = useState<{ phone: string; send_by: SendBy } | null>(null);
  // the form starts from the user it was opened with; saved values stay as typed
  const [initialValues] = useState<ProfileValues>(() => ({
    first_name: initial.first_name,
    phone: initial.phone ? `+${initial.phone}` : '',
    avatar: null,
  }));

  async function save(values: ProfileValues, form: FormApi<ProfileValues>) {
    const body = new FormData();
    const name = (values.first_name ?? '').trim();
    if (name !== user.first_name) body.append('first_name', name);
    const digits = normalizePhone(values.phone ?? '');
    if (digits && digits !== user.phone) body.append('phone', values.phone);
    if (values.avatar) body.append('avatar', values.avatar, values.avatar.name);
    if ([...body.keys()].length === 0) {
      toast(PROFILE_FORM_TEXTS.saved, 'success');
      return undefined;
    }
    try {
      const res = await saveProfile(body);
      emit({ type: 'user.updated', user: res.user });
      setUser(res.user);
      form.change('avatar', null);
      if (res.phone_confirm) setConfirm(res.phone_confirm);
      else toast(PROFILE_FORM_TEXTS.saved, 'success');
      return undefined;
    } catch (e) {
      const errors = apiFieldErrors(e, { first_name: 'first_name', phone: 'phone', avatar: 'avatar' });
      if (!errors) toastError(e);
      return errors;
    }
  }

  return (
    <QuizForm<ProfileValues>
      initialValues={initialValues}
      css={{ display: 'grid', gap: space(2), maxWidth: 420 }}
      onSubmit={save}
    >
      <AvatarField saved={user.avatar} />
      <FormTextField name="first_name" label={PROFILE_FORM_TEXTS.name} maxLength={NAME_MAX} limitHint />
      <FormPhoneField name="phone" label={PROFILE_FORM_TEXTS.phone} input={PhoneInput} />
      <SubmitButton>{PROFILE_FORM_TEXTS.save}</SubmitButton>
      <PhoneConfirmModal
        pending={confirm}
        onClose={() => setConfirm(null)}
        onConfirmed={(updated) => {
          setConfirm(null);
          setUser(updated);
        }}
      />
    </QuizForm>
  );
}
