/**
 * SPEC §2 "Child registration form": name, age category, team name, team size, phone, consent.
 * Messages of SPEC §5/§8; the first field with a problem gets focus. The phone is formatted as it is
 * typed, like the login's (PhoneInput of @quiz/ui), and sent as digits (normalizePhone).
 */

import { CHILD_AGE_OPTIONS, CHILD_TEAM_SIZES } from '@quiz/domain';
import { Button, Checkbox, colors, ErrorAlert, Select, space, TextField } from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { registerChild } from '../api/childRegistration';
import { CHILD_FORM_TEXTS, type ChildFormValues, toChildBody, validateChildForm } from './validate';

export interface ChildRegistrationFormProps {
  onDone?: () => void;
}

export function ChildRegistrationForm({ onDone }: ChildRegistrationFormProps) {
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  if (sent) {
    return (
      <div role="status" css={{ display: 'grid', gap: space(4) }}>
        <p css={{ margin: 0, fontWeight: 600, color: colors.success }}>{CHILD_FORM_TEXTS.success}</p>
        {onDone ? <Button onClick={onDone}>Закрыть</Button> : null}
      </div>
    );
  }

  const focusFirstProblem = (values: ChildFormValues, message: string) => {
    const form = formRef.current;
    if (!form) return;
    const order: Array<keyof ChildFormValues> = [
      'name',
      'ageCategory',
      'teamName',
      'teamSize',
      'phone',
      'consent',
    ];
    const first =
      message === CHILD_FORM_TEXTS.phone
        ? 'phone'
        : order.find((k) => (k === 'consent' ? values.consent !== true : !String(values[k] ?? '').trim()));
    const el = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    el?.focus();
  };

  return (
    <Form<ChildFormValues>
      onSubmit={async (values) => {
        const problem = validateChildForm(values);
        if (problem) {
          focusFirstProblem(values, problem);
          return { [FORM_ERROR]: problem };
        }
        try {
          await registerChild(toChildBody(values));
          setSent(true);
          return undefined;
        } catch {
          return { [FORM_ERROR]: CHILD_FORM_TEXTS.failure };
        }
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Запись на детскую игру">
          <Field<string> name="name">
            {({ input }) => <TextField {...input} label="Имя ребёнка" autoComplete="off" maxLength={100} />}
          </Field>
          <Field<string> name="ageCategory">
            {({ input }) => (
              <Select
                {...input}
                label="Возрастная категория"
                placeholder="Выберите возраст"
                options={CHILD_AGE_OPTIONS.map((o) => ({ value: o, label: o }))}
              />
            )}
          </Field>
          <Field<string> name="teamName">
            {({ input }) => <TextField {...input} label="Название команды" maxLength={100} />}
          </Field>
          <Field<string> name="teamSize">
            {({ input }) => (
              <Select
                {...input}
                label="Размер команды"
                placeholder="Выберите размер"
                options={CHILD_TEAM_SIZES.map((o) => ({ value: o.value, label: o.label }))}
              />
            )}
          </Field>
          <Field<string> name="phone">
            {({ input }) => (
              <PhoneInput
                name={input.name}
                value={input.value ?? ''}
                onChange={(formatted) => input.onChange(formatted)}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                label="Телефон родителя"
                error={
                  submitError === CHILD_FORM_TEXTS.phone && !dirtySinceLastSubmit ? submitError : undefined
                }
              />
            )}
          </Field>
          <Field<boolean> name="consent" type="checkbox">
            {({ input }) => (
              <Checkbox
                name={input.name}
                checked={!!input.checked}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                label="Я согласен(на) на обработку персональных данных"
              />
            )}
          </Field>
          {submitError && submitError !== CHILD_FORM_TEXTS.phone && !dirtySinceLastSubmit ? (
            <ErrorAlert title={submitError} css={{ marginTop: space(3) }} />
          ) : null}
          <Button type="submit" loading={submitting} css={{ marginTop: space(4) }} fullWidth>
            Отправить
          </Button>
        </form>
      )}
    />
  );
}
