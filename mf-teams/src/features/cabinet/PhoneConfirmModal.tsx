/**
 * SPEC §2 "Personal cabinet" phone code confirmation: the code sent to the new number (through the
 * login-code channel) is checked once longer than 3 characters (SPEC §5); success is «Номер успешно
 * изменен :)», a failure shows the phone error, else the server's detail, else «Неверный код!» (§8).
 */
import { callApi } from '@quiz/api';
import { emit } from '@quiz/bus';
import type { SendBy, User } from '@quiz/contract';
import { LOGIN_CODE_LENGTH, PROFILE_TEXTS } from '@quiz/domain';
import { formatPhoneInput } from '@quiz/domain/phone';
import { Modal, space } from '@quiz/ui';
import { useState } from 'react';
import { errorDetail, fieldError, toast } from '../../shared/bus';
import { CodeField } from '../../shared/CodeField';

export const PHONE_CONFIRM_TEXTS = {
  title: 'Подтвердите номер',
  code: 'Код',
  channel: (sendBy: SendBy) =>
    ({
      whatsapp: 'Код отправлен в WhatsApp',
      sms_aero: 'Код отправлен по SMS',
      flash_call: 'Вам поступит звонок: введите последние 4 цифры номера',
      other: 'Код отправлен сообщением',
    })[sendBy],
} as const;

/** SPEC §8 "Profile update error": the phone error, else detail, else «Неверный код!». */
export function profileErrorText(error: unknown): string {
  return fieldError(error, 'phone') ?? errorDetail(error) ?? PROFILE_TEXTS.wrongCode;
}

export function PhoneConfirmModal({
  pending,
  onClose,
  onConfirmed,
}: {
  pending: { phone: string; send_by: SendBy } | null;
  onClose: () => void;
  onConfirmed: (user: User) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(value: string) {
    setBusy(true);
    setError(null);
    try {
      const res = await callApi('confirmPhone', { body: { code: value } });
      emit({ type: 'user.updated', user: res.user });
      toast(PROFILE_TEXTS.phoneChanged, 'success');
      setCode('');
      onConfirmed(res.user);
    } catch (e) {
      setError(profileErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCode('');
          setError(null);
          onClose();
        }
      }}
      title={PHONE_CONFIRM_TEXTS.title}
      size="sm"
    >
      {pending ? (
        <div css={{ display: 'grid', gap: space(2) }}>
          <p css={{ margin: 0 }}>
            {PROFILE_TEXTS.codeSentTo(formatPhoneInput(`+${pending.phone}`))}.{' '}
            {PHONE_CONFIRM_TEXTS.channel(pending.send_by)}.
          </p>
          <CodeField
            label={PHONE_CONFIRM_TEXTS.code}
            value={code}
            disabled={busy}
            error={error}
            onCode={(value) => {
              setCode(value);
              if (value.length > LOGIN_CODE_LENGTH - 1) void check(value);
            }}
          />
        </div>
      ) : null}
    </Modal>
  );
}
