/**
 * The children's game block of the home page. `/childregistration` is the home screen with this
 * form open (inline, scrolled into view); the button here goes to that route.
 */

import { emit } from '@quiz/bus';
import { retryableLazy } from '@quiz/federation';
import { href } from '@quiz/routes';
import {
  Button,
  Card,
  colors,
  fontSize,
  Skeleton,
  scrollMarginTop,
  space,
  useScrollIntoViewWhile,
} from '@quiz/ui';
import { type MouseEvent, type RefObject, Suspense, useEffect, useRef } from 'react';

/** The form (with final-form) loads only when it opens: `/` does not download it. */
const loadForm = () => import('./ChildRegistrationForm');
const ChildRegistrationForm = retryableLazy(() =>
  loadForm().then((m) => ({ default: m.ChildRegistrationForm })),
);
/** Hover/focus on «Записать ребёнка» starts the download early; a failure here is retried on open. */
const prefetchForm = () => {
  loadForm().catch(() => undefined);
};

/** Mounted next to the form inside its Suspense boundary: runs once the form is in the DOM. */
function FocusNameField({ section }: { section: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    section.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
  }, [section]);
  return null;
}

export const CHILD_SECTION_TEXTS = {
  title: 'Детская игра',
  text: 'Квиз для школьников 8–13 лет: команды до 8 человек, вопросы по возрасту и много веселья.',
  open: 'Записать ребёнка',
  formTitle: 'Запись на детскую игру',
  close: 'Свернуть',
  formLoading: 'Загружаем форму…',
} as const;

export function ChildSection({ open }: { open: boolean }) {
  const ref = useRef<HTMLElement | null>(null);
  // /childregistration: the heading stays just under the navbar while the games above still load
  useScrollIntoViewWhile(ref, open);

  return (
    <section
      ref={ref}
      id="childregistration"
      aria-labelledby="child-title"
      css={{ marginBottom: space(10), display: 'grid', gap: space(3), scrollMarginTop }}
    >
      <h2 id="child-title" css={{ margin: 0, color: colors.primary, fontSize: fontSize.xl }}>
        {CHILD_SECTION_TEXTS.title}
      </h2>
      <p css={{ margin: 0, color: colors.muted }}>{CHILD_SECTION_TEXTS.text}</p>
      {open ? (
        <Card css={{ maxWidth: 560 }}>
          <h3 css={{ margin: `0 0 ${space(4)}`, fontSize: fontSize.lg }}>{CHILD_SECTION_TEXTS.formTitle}</h3>
          <Suspense
            fallback={
              <div role="status" aria-busy="true" aria-label={CHILD_SECTION_TEXTS.formLoading}>
                <Skeleton height={480} />
              </div>
            }
          >
            <ChildRegistrationForm />
            <FocusNameField section={ref} />
          </Suspense>
          <Button
            variant="ghost"
            onClick={() => emit({ type: 'nav.go', to: href('home') })}
            css={{ marginTop: space(2) }}
          >
            {CHILD_SECTION_TEXTS.close}
          </Button>
        </Card>
      ) : (
        <div>
          <Button
            variant="secondary"
            href={href('childRegistration')}
            onPointerEnter={prefetchForm}
            onFocus={prefetchForm}
            onClick={(e: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              emit({ type: 'nav.go', to: href('childRegistration') });
            }}
          >
            {CHILD_SECTION_TEXTS.open}
          </Button>
        </div>
      )}
    </section>
  );
}
