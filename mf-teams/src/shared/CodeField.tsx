/**
 * The login-code field of the remote's code steps (SPEC §5: 4 digits, digits only), a field of a
 * QuizForm: the form is submitted as soon as the code is complete (the code steps have no button);
 * disabled while that submit runs, the server's answer shown under it.
 */
import { LOGIN_CODE_LENGTH } from '@quiz/domain';
import { TextField, useFormField } from '@quiz/ui';
import { useForm, useFormState } from 'react-final-form';

export function FormCodeField({ name, label }: { name: string; label: string }) {
  const form = useForm();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const field = useFormField<string>(name);
  return (
    <TextField
      label={label}
      value={field.value ?? ''}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LOGIN_CODE_LENGTH}
      disabled={submitting}
      error={field.error}
      onChange={(e) => {
        // the digits typed so far, at most LOGIN_CODE_LENGTH
        const digits = e.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);
        field.onChange(digits);
        if (digits.length >= LOGIN_CODE_LENGTH) void form.submit();
      }}
    />
  );
}
