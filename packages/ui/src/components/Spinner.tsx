/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import { mq } from '../tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;

export interface SpinnerProps {
  size?: number;
  /** Accessible text; pass null when a surrounding control already announces the busy state. */
  label?: string | null;
  className?: string;
}

/** A circular spinner in currentColor. */
export function Spinner({ size = 20, label = 'Загрузка…', className }: SpinnerProps) {
  const look = css`
        display: inline-block;
        width: ${size}px;
        height: ${size}px;
        border: ${Math.max(2, Math.round(size / 8))}px solid currentColor;
        border-right-color: transparent;
        border-radius: 50%;
        animation: ${spin} 0.7s linear infinite;
        flex-shrink: 0;
        ${mq.reducedMotion} {
          animation-duration: 2s;
        }
  `;
  if (!label) return <span aria-hidden="true" className={className} css={look} />;
  return <span role="status" aria-label={label} className={className} css={look} />;
}
