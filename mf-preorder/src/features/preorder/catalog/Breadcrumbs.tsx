/** The menu's breadcrumbs: «Меню» → … → the current category (the current one is not a button). */
import { css } from '@emotion/react';
import type { MenuCategoryBrief } from '@quiz/contract';
import { colors, fontWeight, space } from '@quiz/ui';
import { TEXTS } from '../../../shared/texts';

export interface BreadcrumbsProps {
  /** The open category, null on the menu's roots. */
  categoryId: number | null;
  /** The open category's parents and itself (empty while it loads). */
  crumbs: readonly MenuCategoryBrief[];
  onCategory: (categoryId: number | null) => void;
}

export function Breadcrumbs({ categoryId, crumbs, onCategory }: BreadcrumbsProps) {
  const trail = [{ id: null, title: TEXTS.catalog.menu }, ...crumbs];
  return (
    <nav aria-label={TEXTS.catalog.breadcrumbs}>
      <ol
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: space(2),
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {trail.map((c, i) => (
          <li key={c.id ?? 'menu'}>
            {i > 0 ? (
              <span aria-hidden css={{ marginRight: space(2), color: colors.muted }}>
                ›
              </span>
            ) : null}
            {c.id === categoryId ? (
              <span aria-current="page" css={{ fontWeight: fontWeight.bold }}>
                {c.title}
              </span>
            ) : (
              <button type="button" css={crumbCss} onClick={() => onCategory(c.id)}>
                {c.title}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

const crumbCss = css`
  background: none;
  border: 0;
  padding: 0;
  color: ${colors.primary};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
