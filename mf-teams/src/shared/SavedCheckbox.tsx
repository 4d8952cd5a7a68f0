/**
 * A checkbox of a QuizForm that is saved as soon as it changes (the form has no button): each change
 * submits the form; the box is disabled (and `aria-busy`) while that submit runs. The form's `onSubmit`
 * puts the box back (`form.change`) when the server refuses.
 */
import { Checkbox, useFormField } from '@quiz/ui';
import { useForm, useFormState } from 'react-final-form';

export interface SavedCheckboxProps {
  name: string;
  label: string;
  /** `switch`: announced as a switch (on / off) */
  role?: 'switch';
}

export function SavedCheckbox({ name, label, role }: SavedCheckboxProps) {
  const form = useForm();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const field = useFormField<boolean>(name, undefined, 'checkbox');
  const checked = !!field.value;
  return (
    <Checkbox
      role={role}
      name={field.name}
      label={label}
      checked={checked}
      aria-checked={role === 'switch' ? checked : undefined}
      aria-busy={submitting || undefined}
      disabled={submitting}
      onChange={(e) => {
        field.onChange(e.currentTarget.checked);
        void form.submit();
      }}
    />
  );
}
