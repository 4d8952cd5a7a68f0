/** @jsxImportSource @emotion/react */
/**
 * A labelled group of pill buttons acting as radios (one answer of a few), 44 px targets: the field
 * `name` of the enclosing QuizForm.
 */
import { css } from '@emotion/react';
import { colors, focusRing, fontSize, fontWeight, radius, space, useFormField } from '@quiz/ui';
import { useId } from 'react';

interface ChoiceGroupProps<V extends string | number> {
  name: string;
  label: string;
  options: readonly { value: V; label: string }[];
}

const pillCss = (checked: boolean) => css`
  min-height: 44px;
  padding: 0 ${space(4)};
  border-radius: ${radius.pill}px;
  border: 1px solid ${checked ? colors.primary : colors.grey[300]};
  background: ${checked ? colors.primary : colors.surface};
  color: ${checked ? colors.surface : colors.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
`;

export function ChoiceGroup<V extends string | number>({ name, label, options }: ChoiceGroupProps<V>) {
  const id = useId();
  const { value, onChange } = useFormField<V | null>(name);
  return (
    <div css={{ display: 'grid', gap: space(2) }}>
      <span id={id} css={{ fontWeight: fontWeight.medium, fontSize: fontSize.md }}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={id} css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>
        {options.map((o) => (
          // biome-ignore lint/a11y/useSemanticElements: a pill button is the radio here
          <button
            key={String(o.value)}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            css={pillCss(o.value === value)}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
