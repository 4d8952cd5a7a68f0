/**
 * SPEC §2 "Child registration form": name, age category, team name, team size, phone, consent.
 * Messages of SPEC §5/§8: a bad phone under the phone field, the others above the button; the first
 * field with a problem gets focus. The phone is formatted as it is typed, like the login's (PhoneInput of
 * @quiz/ui), and sent as digits (normalizePhone). The form is @quiz/ui's QuizForm: once sent, it shows
 * «Данные успешно отправлены» in place of its fields (final-form's `submitSucceeded`).
 */

import { CHILD_AGE_OPTIONS, CHILD_TEAM_SIZES } from '@quiz/domain';
import {
  Button,
  colors,
  FormCheckbox,
  FormError,
  FormPhoneField,
  FormSelect,
  FormTextField,
  QuizForm,
  SubmitButton,
  space,
} from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { registerChild } from '../api/childRegistration';
import { CHILD_FORM_TEXTS, type ChildFormValues, toChildBody, validateChildForm } from './validate';

export interface ChildRegistrationFormProps {
  onDone?: () => void;
}

const FIELD_ORDER: Array<keyof ChildFormValues> = [
  'name',
  'ageCategory',
  'teamName',
  'teamSize',
  'phone',
  'consent',
];

/** The field a message is about: the phone for a bad phone, else the first one left empty. */
function firstProblem(values: ChildFormValues, message: string): keyof ChildFormValues | undefined {
  if (message === CHILD_FORM_TEXTS.phone) return 'phone';
  return FIELD_ORDER.find((k) =>
    k === 'consent' ? values.consent !== true : !String(values[k] ?? '').trim(),
  );
}

/** Checks and sends the form; answers final-form's submission errors (the SPEC message) on a problem. */
async function submitChildForm(
  values: ChildFormValues,
  formId: string,
): Promise<SubmissionErrors | undefined> {
  const problem = validateChildForm(values);
  if (problem) {
    const first = firstProblem(values, problem);
    const form = document.getElementById(formId);
    if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return problem === CHILD_FORM_TEXTS.phone ? { phone: problem } : { [FORM_ERROR]: problem };
  }
  try {
    await registerChild(toChildBody(values));
    return undefined;
  } catch {
    return { [FORM_ERROR]: CHILD_FORM_TEXTS.failure };
  }
}

export function ChildRegistrationForm({ onDone }: ChildRegistrationFormProps) {
  const formId = useId();
  return (
    <QuizForm<ChildFormValues>
      id={formId}
      aria-label="Запись на детскую игру"
      onSubmit={(values) => submitChildForm(values, formId)}
    >
      <ChildFormContent onDone={onDone} />
    </QuizForm>
  );
}

/** The fields, or the confirmation once the form was sent. */
function ChildFormContent({ onDone }: ChildRegistrationFormProps) {
  const { submitSucceeded } = useFormState({ subscription: { submitSucceeded: true } });
  if (submitSucceeded) {
    return (
      <div role="status" css={{ display: 'grid', gap: space(4) }}>
        <p css={{ margin: 0, fontWeight: 600, color: colors.success }}>{CHILD_FORM_TEXTS.success}</p>
        {onDone ? <Button onClick={onDone}>Закрыть</Button> : null}
      </div>
    );
  }
  return (
    <>
      <FormTextField name="name" label="Имя ребёнка" autoComplete="off" maxLength={100} />
      <FormSelect
        name="ageCategory"
        label="Возрастная категория"
        placeholder="Выберите возраст"
        options={CHILD_AGE_OPTIONS.map((o) => ({ value: o, label: o }))}
      />
      <FormTextField name="teamName" label="Название команды" maxLength={100} />
      <FormSelect
        name="teamSize"
        label="Размер команды"
        placeholder="Выберите размер"
        options={CHILD_TEAM_SIZES.map((o) => ({ value: o.value, label: o.label }))}
      />
      <FormPhoneField name="phone" input={PhoneInput} label="Телефон родителя" />
      <FormCheckbox name="consent" label="Я согласен(на) на обработку персональных данных" />
      <FormError css={{ marginTop: space(3) }} />
      <SubmitButton css={{ marginTop: space(4) }} fullWidth>
        Отправить
      </SubmitButton>
    </>
  );
}
