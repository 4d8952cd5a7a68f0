/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { pluralRu } from '../formatters';
import { colors, focusRingCss, fontSize, fontStack, fontWeight, radius, space, touchTarget } from '../tokens';

const labelCss = css`
  display: block;
  margin-bottom: ${space(1)};
  font-size: ${fontSize.sm}px;
  font-weight: ${fontWeight.medium};
  color: ${colors.text};
`;

/** A field's error message under it. */
export const fieldErrorCss = css`
  margin: ${space(1)} 0 0;
  font-size: ${fontSize.sm}px;
  color: ${colors.danger};
`;

const hintCss = css`
  margin: ${space(1)} 0 0;
  font-size: ${fontSize.xs}px;
  color: ${colors.muted};
`;

export const controlCss = css`
  display: block;
  width: 100%;
  min-height: ${touchTarget}px;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radius.control}px;
  background: ${colors.surface};
  color: ${colors.text};
  font-family: ${fontStack};
  font-size: ${fontSize.md}px;
  line-height: 1.4;
  &::placeholder {
    color: ${colors.grey[500]};
  }
  &:hover:not(:disabled) {
    border-color: ${colors.grey[500]};
  }
  ${focusRingCss}
  &:focus-visible {
    border-color: ${colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  &:disabled {
    background: ${colors.grey[100]};
    color: ${colors.muted};
    cursor: not-allowed;
  }
`;

/** «Не более 18 символов»: said under a field whose text has reached its `maxLength`. */
export function lengthLimitText(max: number): string {
  return `Не более ${max} ${pluralRu(max, ['символа', 'символов', 'символов'])}`;
}

/** A field's id (the given one, else a generated one), its hint's and error's ids, its aria-describedby. */
interface FieldIds {
  field: string;
  hint: string;
  error: string;
  limit: string;
  /** the shown hint's and error's ids and any the caller gave; undefined when there are none */
  describedBy: string | undefined;
}

function useFieldIds(
  id: string | undefined,
  shown: { error?: ReactNode; hint?: ReactNode; limit?: boolean },
  callerDescribedBy?: string,
): FieldIds {
  const autoId = useId();
  const field = id ?? autoId;
  const ids = { field, hint: `${field}-hint`, error: `${field}-error`, limit: `${field}-limit` };
  const describedBy = [
    shown.error ? ids.error : null,
    shown.hint ? ids.hint : null,
    shown.limit ? ids.limit : null,
    callerDescribedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  return { ...ids, describedBy: describedBy || undefined };
}

/** What stands under a field: its hint, then its error (announced: role="alert"). */
function FieldNotes({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={ids.hint} css={hintCss}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} role="alert" css={fieldErrorCss}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * Under a field that asked for it (`limitHint`): «Не более N символов» once its text has reached
 * `maxLength` (the browser cuts what is typed there), in a polite live region present from the start so
 * the words are announced when they appear.
 */
function LimitNote({ id, max, reached }: { id: string; max: number; reached: boolean }) {
  return (
    <p id={id} aria-live="polite" css={[hintCss, !reached && { margin: 0 }]}>
      {reached ? lengthLimitText(max) : null}
    </p>
  );
}

/** Whether a field's text has reached the length the field accepts. */
const limitReached = (value: unknown, maxLength: number | undefined) =>
  maxLength !== undefined && maxLength > 0 && typeof value === 'string' && value.length >= maxLength;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Error text shown under the field (and aria-invalid set). */
  error?: ReactNode;
  hint?: ReactNode;
  /**
   * Say «Не более N символов» when the text reaches `maxLength` (a name field: the browser cuts what is
   * typed past it without a word). Not for a field of an exact length (a code).
   */
  limitHint?: boolean;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  containerClassName?: string;
}

/** A labelled input with its error under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel = false, limitHint = false, id, containerClassName, className, ...input },
  ref,
) {
  const reached = limitHint && limitReached(input.value, input.maxLength);
  const ids = useFieldIds(id, { error, hint, limit: reached }, input['aria-describedby']);
  return (
    <div className={containerClassName} css={{ marginBottom: space(4) }}>
      <label htmlFor={ids.field} css={[labelCss, hideLabel && srOnlyCss]}>
        {label}
      </label>
      <input
        ref={ref}
        id={ids.field}
        {...input}
        className={className}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={ids.describedBy}
        css={controlCss}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
      {limitHint && input.maxLength ? (
        <LimitNote id={ids.limit} max={input.maxLength} reached={reached} />
      ) : null}
    </div>
  );
});

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Error text shown under the field (and aria-invalid set). */
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled multi-line field (comments, wishes) with its error under it; the text is kept as typed. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, rows = 4, className, ...area },
  ref,
) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <div className={className} css={{ marginBottom: space(4) }}>
      <label htmlFor={ids.field} css={labelCss}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={ids.field}
        rows={rows}
        {...area}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={[controlCss, { minHeight: 96, resize: 'vertical' }]}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
});

export const srOnlyCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
}

/** A native checkbox with its label; the whole row is a 44 px target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, ...input },
  ref,
) {
  const ids = useFieldIds(id, { error });
  return (
    <div className={className}>
      <label
        htmlFor={ids.field}
        css={css`
          display: inline-flex;
          align-items: center;
          gap: ${space(3)};
          min-height: ${touchTarget}px;
          cursor: ${input.disabled ? 'not-allowed' : 'pointer'};
          color: ${input.disabled ? colors.muted : colors.text};
          font-size: ${fontSize.md}px;
        `}
      >
        <input
          ref={ref}
          id={ids.field}
          type="checkbox"
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          css={css`
            width: 22px;
            height: 22px;
            margin: 0;
            flex-shrink: 0;
            accent-color: ${colors.primary};
            cursor: inherit;
            ${focusRingCss}
          `}
        />
        <span>{label}</span>
      </label>
      <FieldNotes ids={ids} error={error} />
    </div>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty option text (value ''), e.g. 'Выберите место'. */
  placeholder?: string;
  error?: ReactNode;
  hideLabel?: boolean;
}

/** A labelled native select (best on mobile), with its error under it. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hideLabel = false, id, className, ...select },
  ref,
) {
  const ids = useFieldIds(id, { error });
  return (
    <div className={className} css={{ marginBottom: space(4) }}>
      <label htmlFor={ids.field} css={[labelCss, hideLabel && srOnlyCss]}>
        {label}
      </label>
      <select
        ref={ref}
        id={ids.field}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={[
          controlCss,
          css`
            appearance: none;
            padding-right: ${space(10)};
            background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%235B6074' stroke-width='2' stroke-linecap='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E");
            background-repeat: no-repeat;
            background-position: right ${space(3)} center;
          `,
        ]}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes ids={ids} error={error} />
    </div>
  );
});

export interface CounterProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Accessible name of the value, e.g. 'Количество участников'. */
  label: string;
  decrementLabel?: string;
  incrementLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** − value + ; buttons are disabled at the bounds and the value is always clamped. */
export function Counter({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  label,
  decrementLabel = 'Уменьшить',
  incrementLabel = 'Увеличить',
  disabled = false,
  className,
}: CounterProps) {
  const set = (n: number) => onChange(Math.min(max, Math.max(min, n)));
  const btn = css`
    width: ${touchTarget}px;
    height: ${touchTarget}px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.control}px;
    background: ${colors.surface};
    color: ${colors.primary};
    font-size: ${fontSize.lg}px;
    line-height: 1;
    cursor: pointer;
    ${focusRingCss}
    &:disabled {
      color: ${colors.grey[400]};
      cursor: not-allowed;
    }
  `;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons and a live value
    <div
      role="group"
      aria-label={label}
      className={className}
      css={{ display: 'inline-flex', alignItems: 'center', gap: space(2) }}
    >
      <button
        type="button"
        css={btn}
        aria-label={decrementLabel}
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <output
        aria-live="polite"
        css={{ minWidth: 32, textAlign: 'center', fontSize: fontSize.lg, fontWeight: fontWeight.bold }}
      >
        {value}
      </output>
      <button
        type="button"
        css={btn}
        aria-label={incrementLabel}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
