/** @jsxImportSource @emotion/react */
/**
 * Forms on react-final-form: a form is `<QuizForm onSubmit>` + the fields below + `<FormError>` +
 * `<SubmitButton>`. Field rules come from `@quiz/domain` through `rule(isValidX, TEXT)`; a failed call's
 * field messages are returned from `onSubmit` (`submissionErrors` of `@quiz/api`) and shown under their
 * fields, the rest by `<FormError>`. `submitting` replaces hand-made busy flags, and final-form refuses a
 * second submit while one runs (the one double-submit guard); the submit button is disabled meanwhile.
 *
 * Errors show after a submit: a rule's message once a submit failed (then it follows the typing), a
 * server's message until the field changes. A failed submit (a rule or the server refused a field)
 * scrolls to the first field in error and focuses it (final-form-focus), so a long form that fails
 * below the fold never fails silently.
 */
import type { FormApi, SubmissionErrors } from 'final-form';
import createFocusDecorator, { type FocusableInput } from 'final-form-focus';
import { type ComponentType, type ReactNode, useMemo, useRef } from 'react';
import { Form, useField, useFormState } from 'react-final-form';
import { Button, type ButtonAsButtonProps } from './Button';
import {
  Checkbox,
  type CheckboxProps,
  Counter,
  type CounterProps,
  fieldErrorCss,
  Select,
  type SelectProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './fields';
import { ErrorAlert } from './layout';
import { Stars, type StarsProps } from './Stars';

/** A field rule: the message to show, or undefined when the value is fine. */
export type Validator<V = unknown> = (value: V, allValues: object) => string | undefined;

/** A validator from a `@quiz/domain` predicate and its Russian message. */
export function rule<V>(test: (value: V) => boolean, message: string): Validator<V> {
  return (value) => (test(value) ? undefined : message);
}

/** A filled-in value (a non-blank string, a checked box, a chosen number). */
export function required(message: string): Validator {
  return (value) =>
    value === undefined || value === null || value === false || (typeof value === 'string' && !value.trim())
      ? message
      : undefined;
}

/** The first message of several rules. */
export function validators<V>(...rules: Array<Validator<V> | undefined>): Validator<V> {
  return (value, all) => {
    for (const check of rules) {
      const message = check?.(value, all);
      if (message) return message;
    }
    return undefined;
  };
}

export interface QuizFormProps<V extends object> {
  /** Send the values; return final-form's submission errors (`submissionErrors(error, …)`) on failure. */
  onSubmit: (
    values: V,
    form: FormApi<V>,
  ) => SubmissionErrors | Promise<SubmissionErrors | undefined> | undefined;
  initialValues?: Partial<V>;
  children: ReactNode;
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/** The named, focusable controls of one form, in document order (final-form-focus reads their names). */
function controlsOf(form: HTMLFormElement | null): FocusableInput[] {
  if (!form) return [];
  return Array.from(form.elements).flatMap((element) => {
    const control = element as HTMLInputElement;
    if (!control.name || control.disabled || control.type === 'hidden') return [];
    return [
      {
        name: control.name,
        focus: () => {
          // centred: a sticky header or the on-screen keyboard must not hide the field
          control.scrollIntoView?.({ block: 'center' });
          control.focus({ preventScroll: true });
        },
      },
    ];
  });
}

/**
 * For a final-form `<Form>`: `decorators` that bring the person to the first field in error when a submit
 * fails, among the fields of the `<form ref={formRef}>` only (a page may hold several forms: a dialog
 * over a page's form). The forms rendered by hand elsewhere have one field each (the login's steps) or
 * never submit (the score sheet saves each cell): QuizForm is the one user.
 */
function useFocusOnFailedSubmit<V extends object>() {
  const formRef = useRef<HTMLFormElement>(null);
  const decorators = useMemo(() => [createFocusDecorator<V>(() => controlsOf(formRef.current))], []);
  return { formRef, decorators };
}

/** A `<form noValidate>` driven by final-form; fields and buttons inside read its state themselves. */
export function QuizForm<V extends object>({
  onSubmit,
  initialValues,
  children,
  className,
  id,
  'aria-label': ariaLabel,
}: QuizFormProps<V>) {
  const { formRef, decorators } = useFocusOnFailedSubmit<V>();
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      decorators={decorators}
      // the fields, the error and the button subscribe to what they show: typing re-renders one field
      subscription={{}}
      render={({ handleSubmit }) => (
        <form
          ref={formRef}
          noValidate
          id={id}
          aria-label={ariaLabel}
          className={className}
          onSubmit={(event) => {
            // a form in a dialog (a portal) inside another form's tree: React would bubble its submit
            // to the outer form too
            event.stopPropagation();
            return handleSubmit(event);
          }}
        >
          {children}
        </form>
      )}
    />
  );
}

const FIELD_META = {
  value: true,
  error: true,
  submitError: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
} as const;

interface BoundField<V> {
  name: string;
  value: V;
  /** takes the new value, or a change event of the control (final-form reads its value or `checked`) */
  onChange: (valueOrEvent: unknown) => void;
  onBlur: () => void;
  onFocus: () => void;
  /** The message to show under the field now. */
  error: string | undefined;
}

/** One field of the enclosing QuizForm: its value, handlers and the error to show. */
export function useFormField<V>(name: string, validate?: Validator<V>, type?: string): BoundField<V> {
  const { input, meta } = useField<V>(name, {
    validate: validate as Validator | undefined,
    type,
    subscription: { ...FIELD_META, checked: type === 'checkbox' } as typeof FIELD_META,
  });
  const error = meta.submitFailed
    ? ((meta.error as string | undefined) ??
      (meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined)))
    : undefined;
  return {
    name: input.name,
    value: (type === 'checkbox' ? input.checked : input.value) as V,
    onChange: input.onChange,
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
    error,
  };
}

type Bound<P, V> = Omit<P, 'name' | 'value' | 'onChange' | 'error' | 'checked'> & {
  name: string;
  validate?: Validator<V>;
};

/** A text field of the form (TextField). */
export function FormTextField({ name, validate, ...props }: Bound<TextFieldProps, string>) {
  const field = useFormField<string>(name, validate);
  return <TextField {...props} {...field} value={field.value ?? ''} />;
}

/** A multi-line field of the form (TextArea). */
export function FormTextArea({ name, validate, ...props }: Bound<TextAreaProps, string>) {
  const field = useFormField<string>(name, validate);
  return <TextArea {...props} {...field} value={field.value ?? ''} />;
}

/**
 * A select of the form; the value is the chosen option's string ('' for the placeholder).
 * `onValueChange` runs after a choice, e.g. to clear the selects that depend on it.
 */
export function FormSelect({
  name,
  validate,
  onValueChange,
  ...props
}: Bound<SelectProps, string> & { onValueChange?: (value: string) => void }) {
  const field = useFormField<string>(name, validate);
  return (
    <Select
      {...props}
      {...field}
      value={field.value ?? ''}
      onChange={(e) => {
        field.onChange(e);
        onValueChange?.(e.target.value);
      }}
    />
  );
}

/** A checkbox of the form (boolean value). */
export function FormCheckbox({ name, validate, ...props }: Bound<CheckboxProps, boolean>) {
  const { value, ...field } = useFormField<boolean>(name, validate, 'checkbox');
  return <Checkbox {...props} {...field} checked={!!value} />;
}

function FieldErrorText({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" css={fieldErrorCss}>
      {error}
    </p>
  ) : null;
}

/** A − value + stepper of the form (number value, clamped to min…max). */
export function FormCounter({ name, validate, ...props }: Bound<CounterProps, number>) {
  const field = useFormField<number>(name, validate);
  return (
    <div>
      <Counter {...props} value={field.value ?? props.min ?? 1} onChange={(n) => field.onChange(n)} />
      <FieldErrorText error={field.error} />
    </div>
  );
}

/** A star rating of the form (a radio group; number value, 0 = none). */
export function FormStars({ name, validate, ...props }: Bound<StarsProps, number>) {
  const field = useFormField<number>(name, validate);
  return (
    <div>
      <Stars {...props} value={field.value ?? 0} onChange={(n) => field.onChange(n)} />
      <FieldErrorText error={field.error} />
    </div>
  );
}

/** The props a phone field takes (PhoneInput of `@quiz/ui/phone-input`). */
export interface PhoneFieldInputProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  onChange: (formatted: string) => void;
}

/**
 * A phone field of the form. The formatting input is passed in (`input={PhoneInput}` from
 * `@quiz/ui/phone-input`): that entry pulls libphonenumber and is shared between builds, so it must not
 * carry a form library copy of its own, and this entry must not carry libphonenumber.
 */
export function FormPhoneField({
  name,
  validate,
  input: Input,
  ...props
}: Bound<PhoneFieldInputProps, string> & { input: ComponentType<PhoneFieldInputProps> }) {
  const field = useFormField<string>(name, validate);
  return <Input {...props} {...field} value={field.value ?? ''} />;
}

/**
 * The form's own message: a record-level or server error that belongs to no field (`FORM_ERROR`),
 * shown after a failed submit until the values change. With `title`, the message is its description.
 */
export function FormError({ title, className }: { title?: string; className?: string }) {
  const { submitError, submitFailed, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  if (!submitFailed || dirtySinceLastSubmit || typeof submitError !== 'string') return null;
  return title ? (
    <ErrorAlert className={className} title={title} description={submitError} />
  ) : (
    <ErrorAlert className={className} title={submitError} />
  );
}

/** The form's submit button: a spinner and disabled while `onSubmit` runs. */
export function SubmitButton({ children, ...props }: Omit<ButtonAsButtonProps, 'type' | 'loading'>) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button {...props} type="submit" loading={submitting}>
      {children}
    </Button>
  );
}
