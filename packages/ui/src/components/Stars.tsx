/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { STAR_SIZE } from '@quiz/domain';
import { colors, focusRingCss, radius } from '../tokens';
import { StarIcon } from './icons';

export interface StarsProps {
  value: number;
  max?: number;
  size?: number;
  /** Accessible name; default 'Сложность: N из 3'. */
  label?: string;
  /** Makes the stars a radio group (review ratings); each star is a 44 px target. */
  onChange?: (value: number) => void;
  /** Name of the group when interactive, e.g. 'Оценка вопросов'. */
  groupLabel?: string;
  className?: string;
}

/** Difficulty stars (easy 1, norm 2, else 3 — see difficultyStars) or an interactive rating. */
export function Stars({
  value,
  max = 3,
  size = STAR_SIZE,
  label,
  onChange,
  groupLabel,
  className,
}: StarsProps) {
  const items = Array.from({ length: max }, (_, i) => i + 1);
  const colorOf = (n: number) => (n <= value ? colors.accent : colors.grey[400]);
  if (!onChange) {
    return (
      <span
        role="img"
        aria-label={label ?? `Сложность: ${value} из ${max}`}
        className={className}
        css={{ display: 'inline-flex', gap: 2, lineHeight: 0 }}
      >
        {items.map((n) => (
          <StarIcon key={n} size={size} filled={n <= value} css={{ color: colorOf(n) }} />
        ))}
      </span>
    );
  }
  return (
    <div
      role="radiogroup"
      aria-label={groupLabel ?? label ?? 'Оценка'}
      className={className}
      css={{ display: 'inline-flex', gap: 2 }}
    >
      {items.map((n) => (
        // biome-ignore lint/a11y/useSemanticElements: a star button is the radio here
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={n === value}
          aria-label={`${n} из ${max}`}
          onClick={() => onChange(n)}
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            min-width: 44px;
            min-height: 44px;
            padding: 0;
            border: 0;
            background: transparent;
            border-radius: ${radius.control}px;
            color: ${colorOf(n)};
            cursor: pointer;
            ${focusRingCss}
          `}
        >
          <StarIcon size={size} filled={n <= value} />
        </button>
      ))}
    </div>
  );
}
