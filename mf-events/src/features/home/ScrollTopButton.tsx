/** «Наверх»: appears once the page is scrolled past one screen height. */
import { colors, focusRing, shadow, zIndex } from '@quiz/ui';
import { useEffect, useState } from 'react';

export const SCROLL_TOP_LABEL = 'Наверх';

export function ScrollTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={SCROLL_TOP_LABEL}
      onClick={() => {
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
      }}
      css={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: zIndex.navbar,
        width: 48,
        height: 48,
        borderRadius: '50%',
        border: 'none',
        background: colors.primary,
        color: colors.onPrimary,
        boxShadow: shadow.card,
        fontSize: 22,
        cursor: 'pointer',
        '&:focus-visible': { outline: 'none', boxShadow: focusRing },
      }}
    >
      ↑
    </button>
  );
}
