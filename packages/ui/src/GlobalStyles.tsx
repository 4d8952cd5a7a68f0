/** @jsxImportSource @emotion/react */
import { css, Global } from '@emotion/react';
import { colors, focusRing, fontSize, fontStack, lineHeight } from './tokens';

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
  }
  body {
    margin: 0;
    background: ${colors.bg};
    color: ${colors.text};
    font-family: ${fontStack};
    font-size: ${fontSize.md}px;
    line-height: ${lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3 {
    line-height: 1.25;
  }
  img,
  svg,
  video {
    max-width: 100%;
  }
  a {
    color: ${colors.primary};
  }
  :focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
`;

/** Base page styles (box sizing, body font and colours, focus ring). Render once, in the shell. */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
