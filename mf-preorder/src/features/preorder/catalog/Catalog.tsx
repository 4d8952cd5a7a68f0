/**
 * The venue's menu: breadcrumb categories (root → … → current, from the category's `parents`), its
 * sub-categories and products as a list or tiles (remembered per user). Navigation between categories
 * is local state: it never changes the page's URL (the same on the site and in a venue's embed); a category
 * opened once is kept in the page's query cache.
 */
import { css } from '@emotion/react';
import type { MenuCategoryBrief, Product } from '@quiz/contract';
import { Button, Card, colors, fontSize, fontWeight, formatMoney, SkeletonList, space } from '@quiz/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePreorderEnv } from '../../../shared/env';
import { TEXTS } from '../../../shared/texts';
import { menuCategoryQueryOptions } from '../api/menu';
import { Breadcrumbs } from './Breadcrumbs';
import { useViewMode, type ViewMode } from './viewMode';

export interface CatalogProps {
  placeId: number;
  roots: readonly MenuCategoryBrief[];
  currency: string;
  userId: number | null;
  onProduct: (product: Product) => void;
}

const gridCss = (mode: ViewMode) => css`
  display: grid;
  gap: ${space(3)};
  grid-template-columns: ${mode === 'tiles' ? 'repeat(auto-fill, minmax(200px, 1fr))' : 'minmax(0, 1fr)'};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function Catalog({ placeId, roots, currency, userId, onProduct }: CatalogProps) {
  const { assetUrl } = usePreorderEnv();
  const [mode, setMode] = useViewMode(userId);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const { data: category } = useQuery({
    ...menuCategoryQueryOptions(categoryId ?? 0, placeId),
    enabled: categoryId !== null,
  });
  const loading = categoryId !== null && !category;
  const crumbs: MenuCategoryBrief[] = category ? [...category.parents, category] : [];
  const children = categoryId === null ? roots : (category?.children ?? []);
  const products = category?.products ?? [];

  return (
    <section aria-label={TEXTS.catalog.menu}>
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: space(3),
          flexWrap: 'wrap',
        }}
      >
        <Breadcrumbs categoryId={categoryId} crumbs={crumbs} onCategory={setCategoryId} />
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled pair of toggle buttons */}
        <div role="group" aria-label={TEXTS.catalog.viewToggle} css={{ display: 'flex', gap: space(1) }}>
          {(['list', 'tiles'] as const).map((m) => (
            <Button
              key={m}
              size="sm"
              variant={mode === m ? 'primary' : 'secondary'}
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
            >
              {m === 'list' ? TEXTS.catalog.list : TEXTS.catalog.tiles}
            </Button>
          ))}
        </div>
      </div>

      {loading ? <SkeletonList count={2} label="Загружаем меню" /> : null}

      {children.length > 0 ? (
        <ul css={[gridCss(mode), { marginTop: space(4) }]} aria-label="Разделы">
          {children.map((c) => (
            <li key={c.id}>
              <button type="button" css={tileButtonCss(mode)} onClick={() => setCategoryId(c.id)}>
                {c.picture ? <img src={assetUrl(c.picture)} alt="" css={pictureCss(mode)} /> : null}
                <span css={{ fontWeight: fontWeight.bold }}>{c.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {products.length > 0 ? (
        <ul css={[gridCss(mode), { marginTop: space(4) }]} aria-label="Блюда и напитки">
          {products.map((p) => (
            <li key={p.id}>
              <Card padding={3} css={{ height: '100%' }}>
                <button
                  type="button"
                  css={tileButtonCss(mode)}
                  onClick={() => onProduct(p)}
                  aria-label={p.title}
                >
                  {p.picture ? <img src={assetUrl(p.picture)} alt="" css={pictureCss(mode)} /> : null}
                  <span css={{ display: 'grid', gap: space(1), textAlign: 'left', minWidth: 0 }}>
                    <span css={{ fontWeight: fontWeight.bold }}>{p.title}</span>
                    {p.description ? (
                      <span css={{ color: colors.muted, fontSize: fontSize.sm }}>{p.description}</span>
                    ) : null}
                    <span css={{ color: colors.primary, fontWeight: fontWeight.bold }} data-testid="price">
                      {formatMoney(p.price, currency)}
                    </span>
                  </span>
                </button>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}

      {categoryId !== null && !loading && children.length === 0 && products.length === 0 ? (
        <p css={{ color: colors.muted }}>{TEXTS.catalog.empty}</p>
      ) : null}
    </section>
  );
}

const tileButtonCss = (mode: ViewMode) => css`
  display: flex;
  flex-direction: ${mode === 'tiles' ? 'column' : 'row'};
  align-items: ${mode === 'tiles' ? 'stretch' : 'center'};
  gap: ${space(3)};
  width: 100%;
  background: none;
  border: 0;
  padding: 0;
  text-align: left;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const pictureCss = (mode: ViewMode) => css`
  width: ${mode === 'tiles' ? '100%' : '72px'};
  height: ${mode === 'tiles' ? '140px' : '72px'};
  object-fit: cover;
  border-radius: 8px;
  flex-shrink: 0;
`;
