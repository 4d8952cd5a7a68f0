/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  forwardRef,
  type ReactNode,
  type Ref,
} from 'react';
import {
  colors,
  focusRingCss,
  fontSize,
  fontStack,
  fontWeight,
  mq,
  radius,
  space,
  touchTarget,
} from '../tokens';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Each variant's background, text, hover background; a secondary is outlined, a primary darkens when pressed. */
const variantColors: Record<
  ButtonVariant,
  { bg: string; fg: string; hover: string; border?: string; active?: string }
> = {
  primary: {
    bg: colors.primary,
    fg: colors.onPrimary,
    hover: colors.primaryHover,
    active: colors.primaryActive,
  },
  secondary: { bg: colors.surface, fg: colors.primary, hover: colors.primarySoft, border: colors.primary },
  accent: { bg: colors.accent, fg: colors.onAccent, hover: colors.accentHover },
  ghost: { bg: 'transparent', fg: colors.primary, hover: colors.primarySoft },
  danger: { bg: colors.danger, fg: '#fff', hover: colors.dangerHover },
};

function variantCss(variant: ButtonVariant): SerializedStyles {
  const { bg, fg, hover, border, active } = variantColors[variant];
  return css`
    background: ${bg};
    color: ${fg};
    ${border ? `border-color: ${border};` : ''}
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${hover};
    }
    ${active ? `&:active:not(:disabled) { background: ${active}; }` : ''}
  `;
}

const sizes: Record<ButtonSize, SerializedStyles> = {
  sm: css`
    padding: 0 ${space(3)};
    font-size: ${fontSize.sm}px;
  `,
  md: css`
    padding: 0 ${space(5)};
    font-size: ${fontSize.md}px;
  `,
  lg: css`
    padding: 0 ${space(6)};
    min-height: 52px;
    font-size: ${fontSize.lg}px;
    ${mq.mobile} {
      padding: 0 ${space(5)};
      font-size: ${fontSize.md + 1}px;
    }
  `,
};

/** Shared look of buttons and button-like links. */
export function buttonCss(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', fullWidth = false) {
  return [
    css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: ${space(2)};
      min-height: ${touchTarget}px;
      min-width: ${touchTarget}px;
      width: ${fullWidth ? '100%' : 'auto'};
      border: 1px solid transparent;
      border-radius: ${radius.control}px;
      font-family: ${fontStack};
      font-weight: ${fontWeight.medium};
      line-height: 1.2;
      text-align: center;
      text-decoration: none;
      cursor: pointer;
      transition: background-color 0.15s ease, border-color 0.15s ease;
      -webkit-tap-highlight-color: transparent;
      ${focusRingCss}
      &:disabled,
      &[aria-disabled='true'] {
        cursor: not-allowed;
        opacity: 0.55;
      }
    `,
    variantCss(variant),
    sizes[size],
  ];
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it aria-busy. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
export type ButtonAsLinkProps = CommonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; disabled?: boolean };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * The one button. With `href` it renders a link that looks like a button (for navigation);
 * otherwise a `<button type="button">`. `loading` shows a spinner and disables it.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(
  function Button(props, ref) {
    const {
      variant = 'primary',
      size = 'md',
      loading = false,
      fullWidth = false,
      icon,
      children,
      ...rest
    } = props;
    const content = (
      <>
        {loading ? <Spinner size={size === 'lg' ? 20 : 16} label={null} /> : icon}
        {children}
      </>
    );
    const look = buttonCss(variant, size, fullWidth);
    if (rest.href !== undefined) {
      const { disabled, href, ...anchor } = rest as ButtonAsLinkProps;
      const inactive = disabled || loading;
      return (
        <a
          ref={ref as Ref<HTMLAnchorElement>}
          {...anchor}
          // A disabled link has no href (not focusable, not followable) and says so.
          href={inactive ? undefined : href}
          role={inactive ? 'link' : undefined}
          css={look}
          aria-disabled={inactive || undefined}
          aria-busy={loading || undefined}
        >
          {content}
        </a>
      );
    }
    const { disabled, type = 'button', ...button } = rest as ButtonAsButtonProps;
    return (
      <button
        ref={ref as Ref<HTMLButtonElement>}
        type={type}
        {...button}
        css={look}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
      >
        {content}
      </button>
    );
  },
);

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: an icon-only button needs a Russian accessible name. */
  'aria-label': string;
  variant?: ButtonVariant;
  size?: number;
  children: ReactNode;
}

/** A square icon-only button (44 px by default). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size = touchTarget, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      {...rest}
      title={rest.title ?? rest['aria-label']}
      css={[
        buttonCss(variant, 'md'),
        css`
          padding: 0;
          width: ${size}px;
          height: ${size}px;
          min-width: ${size}px;
          min-height: ${size}px;
        `,
      ]}
    >
      {children}
    </button>
  );
});
