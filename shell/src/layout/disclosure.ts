/**
 * The open state of the navbar's disclosures (the phone menu behind «Меню», the links behind «Ещё»):
 * closed after navigating; Esc closes it and gives focus back to its button; given its `box`, a press
 * outside the box closes it too.
 */
import { type RefObject, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

export function useDisclosure(button: RefObject<HTMLElement | null>, box?: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (box && !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, box, button]);
  return [open, setOpen] as const;
}
