/** @jsxImportSource @emotion/react */

import { colors, fontSize, fontWeight, space } from '../tokens';
import { Button } from './Button';

export interface SectionFrameProps {
  /** The section's h2 and its accessible name. */
  title: string;
  /** What the section says for now. Default: «Раздел в разработке.» */
  text?: string;
  /** When given (an overlay widget), a «Закрыть» button calls it. */
  onClose?: () => void;
}

/** An honest placeholder section of a widget whose own issue has not landed yet. */
export function SectionFrame({ title, text = 'Раздел в разработке.', onClose }: SectionFrameProps) {
  return (
    <section aria-label={title} css={{ display: 'grid', gap: space(3) }}>
      <h2 css={{ margin: 0, color: colors.primary, fontSize: fontSize.lg, fontWeight: fontWeight.bold }}>
        {title}
      </h2>
      <p css={{ margin: 0, color: colors.muted }}>{text}</p>
      {onClose ? (
        <Button variant="secondary" onClick={onClose}>
          Закрыть
        </Button>
      ) : null}
    </section>
  );
}
