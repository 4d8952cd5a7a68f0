/** The hero: what the game is, and a register button that scrolls to the games list. */
import { Button, colors, fontSize, mq, radius, space } from '@quiz/ui';

export const HOME_TITLE = 'Командные квизы в вашем городе';
export const HERO_TEXTS = {
  title: HOME_TITLE,
  lead: 'Собирайте команду, приходите в бар или ресторан и отвечайте на вопросы по любимым темам: кино, музыка, книги и всё на свете.',
  register: 'Зарегистрироваться на игру',
} as const;

export const GAMES_LIST_ID = 'games-list';

export function scrollToGames(): void {
  const el = document.getElementById(GAMES_LIST_ID);
  if (!el) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  el.focus?.({ preventScroll: true });
}

export function Hero() {
  return (
    <header
      css={{
        background: colors.primary,
        color: colors.onPrimary,
        borderRadius: radius.card,
        padding: `${space(10)} ${space(8)}`,
        display: 'grid',
        gap: space(4),
        marginBottom: space(8),
        [mq.mobile]: { padding: `${space(6)} ${space(5)}`, marginBottom: space(6) },
      }}
    >
      <h1
        css={{
          margin: 0,
          fontSize: fontSize.xxl,
          lineHeight: 1.2,
          maxWidth: 720,
          textWrap: 'balance',
          [mq.mobile]: { fontSize: 28 },
        }}
      >
        {HERO_TEXTS.title}
      </h1>
      <p
        css={{
          margin: 0,
          fontSize: fontSize.lg,
          lineHeight: 1.5,
          maxWidth: 640,
          opacity: 0.92,
          [mq.mobile]: { fontSize: fontSize.md },
        }}
      >
        {HERO_TEXTS.lead}
      </p>
      {/* full width on a phone, so the label stays on one line */}
      <div css={{ marginTop: space(2), [mq.mobile]: { display: 'grid' } }}>
        <Button variant="accent" size="lg" onClick={scrollToGames}>
          {HERO_TEXTS.register}
        </Button>
      </div>
    </header>
  );
}
