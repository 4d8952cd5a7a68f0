/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { colors, fontSize, fontWeight, maxContentWidth, mq, radius, shadow, space } from '../tokens';
import { IconButton } from './Button';
import { CloseIcon } from './icons';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: number;
  children?: ReactNode;
}

/** A white rounded surface with the card shadow. */
export function Card({ as: Tag = 'div', padding = 4, children, ...rest }: CardProps) {
  return (
    <Tag
      {...rest}
      css={css`
        background: ${colors.surface};
        border-radius: ${radius.card}px;
        box-shadow: ${shadow.card};
        padding: ${space(padding)};
        overflow: hidden;
      `}
    >
      {children}
    </Tag>
  );
}

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger';
const badgeTones: Record<BadgeTone, { bg: string; fg: string }> = {
  neutral: { bg: colors.grey[100], fg: colors.grey[700] },
  primary: { bg: colors.primary, fg: colors.onPrimary },
  accent: { bg: colors.accent, fg: colors.onAccent },
  success: { bg: colors.successSoft, fg: colors.success },
  warning: { bg: colors.warningSoft, fg: colors.warning },
  danger: { bg: colors.dangerSoft, fg: colors.danger },
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A small pill label (counts, states). */
export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  const t = badgeTones[tone];
  return (
    <span
      {...rest}
      css={css`
        display: inline-flex;
        align-items: center;
        min-width: 22px;
        height: 22px;
        padding: 0 ${space(2)};
        border-radius: ${radius.pill}px;
        background: ${t.bg};
        color: ${t.fg};
        font-size: ${fontSize.xs}px;
        font-weight: ${fontWeight.bold};
        justify-content: center;
        white-space: nowrap;
      `}
    >
      {children}
    </span>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** What to do next: usually a Button. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** Says what happened and what to do next ('Нет результатов', 'Нет игры!'). */
export function EmptyState({ title, text, action, icon, className }: EmptyStateProps) {
  return (
    <div
      className={className}
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${space(3)};
        padding: ${space(10)} ${space(4)};
        text-align: center;
        color: ${colors.muted};
      `}
    >
      {icon}
      <p css={{ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.bold, color: colors.text }}>
        {title}
      </p>
      {text ? <p css={{ margin: 0, maxWidth: 480 }}>{text}</p> : null}
      {action}
    </div>
  );
}

export interface ErrorAlertProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows a close control ('Закрыть'). */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
}

/** SPEC §3 'Error display' (title, description) with a close control. */
export function ErrorAlert({
  title,
  description,
  onClose,
  closeLabel = 'Закрыть',
  className,
}: ErrorAlertProps) {
  return (
    <div
      role="alert"
      className={className}
      css={css`
        display: flex;
        align-items: flex-start;
        gap: ${space(3)};
        padding: ${space(3)} ${space(4)};
        border: 1px solid ${colors.danger};
        border-left-width: 4px;
        border-radius: ${radius.control}px;
        background: ${colors.dangerSoft};
        color: ${colors.text};
      `}
    >
      <div css={{ flex: 1, paddingTop: space(2), paddingBottom: space(2) }}>
        <p css={{ margin: 0, fontWeight: fontWeight.bold, color: colors.danger }}>{title}</p>
        {description ? <p css={{ margin: `${space(1)} 0 0` }}>{description}</p> : null}
      </div>
      {onClose ? (
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}

export interface PageFrameProps {
  /** The page's one h1. Omit it only when a child renders the h1 itself (the home page's hero). */
  title?: ReactNode;
  /** `eyebrow`: the h1 is a small uppercase line above a headline the page renders as h2 (the event page). */
  titleStyle?: 'heading' | 'eyebrow';
  subtitle?: ReactNode;
  /** Controls on the right of the title (wrap under it on mobile). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Narrower column for forms and wizards. */
  narrow?: boolean;
  className?: string;
}

const eyebrowCss = css`
  margin: 0;
  color: ${colors.muted};
  font-size: ${fontSize.sm}px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const headingCss = css`
  margin: 0;
  color: ${colors.primary};
  font-size: ${fontSize.xxl}px;
  line-height: 1.2;
  ${mq.mobile} {
    font-size: ${fontSize.xl}px;
  }
`;

/**
 * The screen frame inside the shell's `<main>` (it renders no landmark of its own): centered max-width
 * column, the one h1 of the page, optional subtitle and actions.
 */
export function PageFrame({
  title,
  titleStyle = 'heading',
  subtitle,
  actions,
  children,
  narrow = false,
  className,
}: PageFrameProps) {
  const header = title != null || subtitle != null || actions != null;
  return (
    <div
      className={className}
      css={css`
        box-sizing: border-box;
        width: 100%;
        max-width: ${narrow ? 720 : maxContentWidth}px;
        margin: 0 auto;
        padding: ${space(6)} ${space(4)} ${space(12)};
        ${mq.mobile} {
          padding: ${space(4)} ${space(3)} ${space(10)};
        }
      `}
    >
      {header ? (
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: flex-end;
            justify-content: space-between;
            gap: ${space(3)};
            margin-bottom: ${titleStyle === 'eyebrow' ? space(2) : space(6)};
          `}
        >
          <div>
            {title != null ? <h1 css={titleStyle === 'eyebrow' ? eyebrowCss : headingCss}>{title}</h1> : null}
            {subtitle ? <p css={{ margin: `${space(2)} 0 0`, color: colors.muted }}>{subtitle}</p> : null}
          </div>
          {actions ? <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}

export interface SectionProps {
  title?: ReactNode;
  actions?: ReactNode;
  id?: string;
  children?: ReactNode;
  className?: string;
}

/** A titled block of a page (h2). */
export function Section({ title, actions, id, children, className }: SectionProps) {
  return (
    <section id={id} className={className} css={{ marginBottom: space(10) }}>
      {title || actions ? (
        <div
          css={css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            gap: ${space(3)};
            margin-bottom: ${space(4)};
          `}
        >
          {title ? (
            <h2 css={{ margin: 0, color: colors.primary, fontSize: fontSize.xl, lineHeight: 1.25 }}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

const shimmer = keyframes`
  0% { background-position: -200px 0; }
  100% { background-position: calc(200px + 100%) 0; }
`;

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number;
  className?: string;
}

/** A grey shimmering placeholder block (aria-hidden: wrap lists in aria-busy). */
export function Skeleton({ width = '100%', height = 16, radius: r = 6, className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={className}
      css={css`
        display: block;
        width: ${typeof width === 'number' ? `${width}px` : width};
        height: ${typeof height === 'number' ? `${height}px` : height};
        border-radius: ${r}px;
        background: ${colors.grey[100]} linear-gradient(90deg, ${colors.grey[100]}, ${colors.grey[50]}, ${colors.grey[100]})
          no-repeat;
        background-size: 200px 100%;
        animation: ${shimmer} 1.2s ease-in-out infinite;
        ${mq.reducedMotion} {
          animation: none;
        }
      `}
    />
  );
}

/** A placeholder shaped like an event card: 16:9 picture, title, date line, venue, button. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <Card aria-hidden padding={0} className={className}>
      <Skeleton height="auto" radius={0} css={{ aspectRatio: '16 / 9' }} />
      <div css={{ padding: space(4), display: 'grid', gap: space(3) }}>
        <Skeleton height={22} width="80%" />
        <Skeleton height={16} width="55%" />
        <Skeleton height={16} width="65%" />
        <Skeleton height={44} radius={radius.control} />
      </div>
    </Card>
  );
}

export interface SkeletonListProps {
  count?: number;
  /** Accessible text announced while loading. */
  label?: string;
  className?: string;
}

/** A responsive grid of SkeletonCards, marked busy for assistive tech. */
export function SkeletonList({ count = 3, label = 'Загрузка…', className }: SkeletonListProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className} css={cardGridCss}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}

/** The grid event and theme cards sit in: 1 column on mobile, up to 3 on desktop. */
export const cardGridCss = css`
  display: grid;
  gap: ${space(5)};
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  ${mq.mobile} {
    /* minmax(0, …): a long unbreakable line inside a card never widens the page */
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(4)};
  }
`;
