/** @jsxImportSource @emotion/react */
import { colors, fontSize } from '../tokens';

/** Honest placeholder for a screen whose own issue has not landed yet: «Раздел в разработке. …». */
export function WorkInProgress({ children }: { children: string }) {
  return (
    <p css={{ margin: 0, color: colors.muted, fontSize: fontSize.md }}>Раздел в разработке. {children}</p>
  );
}
