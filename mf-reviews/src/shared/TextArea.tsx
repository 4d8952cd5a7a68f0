/** @jsxImportSource @emotion/react */
/** A labelled multi-line text field (comments and wishes); the text is kept exactly as typed. */
import { controlCss, fontWeight, space } from '@quiz/ui';
import { type TextareaHTMLAttributes, useId } from 'react';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function TextArea({ label, value, onChange, rows = 4, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: space(2) }}>
      <label htmlFor={id} css={{ fontWeight: fontWeight.medium }}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        css={[
          controlCss,
          { minHeight: 96, resize: 'vertical', paddingTop: space(2), paddingBottom: space(2) },
        ]}
        {...rest}
      />
    </div>
  );
}
