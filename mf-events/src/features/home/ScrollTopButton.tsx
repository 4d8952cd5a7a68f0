/**
 * «Наверх»: appears once the page is scrolled past one screen height. It floats 24 px above the
 * bottom edge, or above the site footer once the footer scrolls into view, so it never covers the
 * footer's copyright and phone line.
 */
import { colors, focusRing, shadow, zIndex } from '@quiz/ui';
import { useEffect, useState } from 'react';

export const SCROLL_TOP_LABEL = 'Наверх';

export function ScrollTopButton() {
  const [shown, setShown] = useState(false);
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const update = () => {
      setShown(window.scrollY > window.innerHeight);
      const footer = document.querySelector('footer');
      const top = footer ? footer.getBoundingClientRect().top : Number.POSITIVE_INFINITY;
      setLift(Math.max(0, Math.ceil(window.innerHeight - top)));
    };
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
        bottom: 24 + lift,
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
