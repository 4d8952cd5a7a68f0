/**
 * A checkbox saved as soon as it changes: a QuizForm with no button whose box submits it; the box is
 * disabled (and `aria-busy`) while that submit runs. It then shows what the server answered, or goes
 * back (with the refusal as a toast) when the server refuses.
 */
import { Checkbox, QuizForm, useFormField } from '@quiz/ui';
import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { toastError } from './bus';

export interface SavedToggleProps {
  name: string;
  label: string;
  /** `switch`: announced as a switch (on / off) */
  role?: 'switch';
  /** shown under the box */
  hint: ReactNode;
  checked: boolean;
  /** saves the new state; answers the state to show */
  save: (on: boolean) => Promise<boolean>;
}

export function SavedToggle({ name, label, role, hint, checked, save }: SavedToggleProps) {
  async function submit(values: Record<string, boolean>, form: FormApi<Record<string, boolean>>) {
    const on = !!values[name];
    try {
      form.change(name, await save(on));
    } catch (error) {
      form.change(name, !on);
      toastError(error);
    }
    return undefined;
  }
  return (
    <QuizForm<Record<string, boolean>> initialValues={{ [name]: checked }} onSubmit={submit}>
      <SavedCheckbox name={name} role={role} label={label} />
      {hint}
    </QuizForm>
  );
}

function SavedCheckbox({ name, label, role }: Pick<SavedToggleProps, 'name' | 'label' | 'role'>) {
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
