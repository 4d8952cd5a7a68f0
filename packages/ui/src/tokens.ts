/**
 * Design tokens of DESIGN.md. Every remote draws colours, spacing and type from here.
 * Contrast (WCAG AA, ≥ 4.5:1) is checked for: text/muted on surface and bg, white on primary,
 * success, danger, and `onAccent` on accent (see tokens.test.ts).
 */
import { css } from '@emotion/react';
import { MOBILE_BREAKPOINT, THEME_COLOR } from '@quiz/domain';

export const grey = {
  50: '#F7F8FB',
  100: '#EEF0F5',
  200: '#DFE2EA',
  300: '#C9CDD8',
  400: '#A3A8B8',
  500: '#7A8094',
  600: '#5B6074',
  700: '#444859',
  800: '#2E3140',
  900: '#1A1C26',
} as const;

export const colors = {
  /** SPEC's theme colour: navbar, headings, primary buttons. */
  primary: THEME_COLOR,
  primaryHover: '#23245C',
  primaryActive: '#1B1C4A',
  primarySoft: '#E9E9F5',
  onPrimary: '#FFFFFF',
  /** Warm accent for calls to action, used sparingly; text on it is `onAccent`. */
  accent: '#FFB930',
  accentHover: '#F2A914',
  onAccent: '#1A1C26',
  success: '#1B7A3E',
  successSoft: '#E6F4EA',
  warning: '#8A5800',
  warningSoft: '#FFF4DC',
  danger: '#B42318',
  dangerHover: '#961D14',
  dangerSoft: '#FDECEA',
  text: '#1A1C26',
  muted: grey[600],
  border: grey[300],
  bg: '#F5F6FA',
  surface: '#FFFFFF',
  focus: '#4D5BFF',
  /** Podium rows of result and rating tables. */
  gold: '#FFF1C7',
  silver: '#ECEEF3',
  bronze: '#F8E3D3',
  grey,
} as const;

/** The 4 px grid: space(1) = '4px', space(4) = '16px'. */
export function space(n: number): string {
  return `${n * 4}px`;
}

export const radius = { card: 12, control: 8, pill: 999 } as const;

export const shadow = {
  card: '0 1px 2px rgba(26, 28, 38, 0.06), 0 4px 12px rgba(26, 28, 38, 0.08)',
  modal: '0 12px 40px rgba(26, 28, 38, 0.28)',
} as const;

export const fontSize = { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32 } as const;
export const lineHeight = { tight: 1.25, normal: 1.5 } as const;
export const fontWeight = { regular: 400, medium: 500, bold: 700 } as const;

/** System stack; every entry ships complete Cyrillic glyphs on its platform. */
export const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'PT Sans', Arial, sans-serif";

export const mq = {
  /** Below SPEC's 576 px breakpoint. */
  mobile: `@media (max-width: ${(MOBILE_BREAKPOINT - 0.02).toFixed(2)}px)`,
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const maxContentWidth = 1200;

/** The CSS variable the shell keeps equal to its sticky navbar's height (it wraps on some phones). */
export const NAVBAR_HEIGHT_VAR = '--quiz-navbar-height';
/**
 * `scroll-margin-top` of anything scrolled into view (a section, a form heading): clear of the sticky
 * navbar whatever its height, plus a little air.
 */
export const scrollMarginTop = `calc(var(${NAVBAR_HEIGHT_VAR}, 64px) + ${12}px)`;
/** Minimum size of anything clickable. */
export const touchTarget = 44;

/** A 16:9 picture (theme, event, album cover) filling its box's width, sized before it loads. */
export const coverImage = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
} as const;
export const zIndex = { navbar: 100, overlay: 1000, modal: 1001, toast: 1100 } as const;

/** The focus ring of every interactive element (use inside `&:focus-visible`). */
export const focusRing = `0 0 0 3px ${colors.surface}, 0 0 0 5px ${colors.focus}`;

/** A control's `&:focus-visible` rule: the focus ring instead of the browser's outline. */
export const focusRingCss = css`
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
`;
