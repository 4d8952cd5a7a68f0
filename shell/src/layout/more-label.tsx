/**
 * «Ещё» and its chevron: the navbar measures them on its hidden row from the start, while the list
 * behind them (./MoreLinks.tsx) loads only when some links do not fit.
 */
export const MORE_LABEL = 'Ещё';

export function MoreChevron() {
  return (
    <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
    </svg>
  );
}
