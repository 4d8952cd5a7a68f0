/**
 * SPEC §2 "Personal cabinet" phone code confirmation: the code sent to the new number (through the
 * login-code channel) is checked once longer than 3 characters (SPEC §5); success is «Номер успешно
 * изменен :)», a failure shows the phone error, else the server's detail, else «Неверный код!» (§8).
 * Opened inside the profile form, whose phone then becomes the confirmed number.
 */
import { emit } from '@quiz/bus';
import type { SendBy, User } from '@quiz/contract';
import { PROFILE_TEXTS } from '@quiz/domain';
import { formatPhoneInput } from '@quiz/domain/phone';
import { Modal, QuizForm, space } from '@quiz/ui';
import { useForm } from 'react-final-form';
import { errorDetail, fieldError, toast } from '../../shared/bus';
import { FormCodeField } from '../../shared/CodeField';
import { confirmPhone } from './api/profile';

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
  const profile = useForm();
  async function check({ code = '' }: { code?: string }) {
    try {
      const res = await confirmPhone(code);
      profile.change('phone', res.user.phone ? `+${res.user.phone}` : '');
      emit({ type: 'user.updated', user: res.user });
      toast(PROFILE_TEXTS.phoneChanged, 'success');
      onConfirmed(res.user);
      return undefined;
    } catch (e) {
      return { code: profileErrorText(e) };
    }
  }

  return (
    <Modal
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={PHONE_CONFIRM_TEXTS.title}
      size="sm"
    >
      {pending ? (
        // keyed by the number: a new code request starts from an empty field
        <QuizForm<{ code?: string }>
          key={pending.phone}
          css={{ display: 'grid', gap: space(2) }}
          onSubmit={check}
        >
          <p css={{ margin: 0 }}>
            {PROFILE_TEXTS.codeSentTo(formatPhoneInput(`+${pending.phone}`))}.{' '}
            {PHONE_CONFIRM_TEXTS.channel(pending.send_by)}.
          </p>
          <FormCodeField name="code" label={PHONE_CONFIRM_TEXTS.code} />
        </QuizForm>
      ) : null}
    </Modal>
  );
}
