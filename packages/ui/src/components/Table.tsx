/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import type { Key, ReactNode } from 'react';
import { colors, fontSize, fontWeight, mq, radius, space } from '../tokens';
import { ScrollArea } from './scroll';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; default: row[key]. */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** Renders the cell as the row header (th scope="row"), e.g. the team name. */
  rowHeader?: boolean;
  /**
   * Keeps the column in view while the table scrolls sideways: `start` columns (the leading ones,
   * e.g. rank and team) stick to the left, an `end` column (the last one, e.g. «Итого») to the right.
   * A `start` column followed by another `start` column needs a numeric `width`.
   */
  sticky?: 'start' | 'end';
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey?: (row: Row, index: number) => Key;
  /** Extra styles per row index, e.g. podiumRowCss for the top three. */
  rowCss?: (row: Row, index: number) => SerializedStyles | undefined;
  rowClassName?: (row: Row, index: number) => string | undefined;
  /** Shown in place of the rows when there are none. */
  emptyText?: ReactNode;
  caption?: ReactNode;
  /** Accessible name of the scrolling region on narrow screens; default: the caption or «Таблица». */
  label?: string;
  className?: string;
}

/** Gold, silver, bronze backgrounds for the first three rows of results and rating tables. */
export function podiumRowCss(index: number): SerializedStyles | undefined {
  const bg = [colors.gold, colors.silver, colors.bronze][index];
  if (!bg) return undefined;
  return css`
    background: ${bg};
    font-weight: ${fontWeight.bold};
  `;
}

function cellValue<Row>(row: Row, key: string): ReactNode {
  const v = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  if (v === null || v === undefined) return '';
  return typeof v === 'number' ? v : String(v);
}

/** Left offsets of the sticky `start` columns (sums of the numeric widths before each). */
function stickyOffsets<Row>(columns: readonly TableColumn<Row>[]): Array<number | null> {
  let left = 0;
  return columns.map((c) => {
    if (c.sticky !== 'start') return null;
    const offset = left;
    left += typeof c.width === 'number' ? c.width : 0;
    return offset;
  });
}

const stickyCss = (column: TableColumn<unknown>, left: number | null, lastStart: boolean) => {
  if (column.sticky === 'end')
    return css`
      position: sticky;
      right: 0;
      z-index: 1;
      [data-more-end] & {
        box-shadow: inset 6px 0 6px -6px rgba(26, 28, 38, 0.35);
      }
    `;
  if (left === null) return undefined;
  return css`
    position: sticky;
    left: ${left}px;
    z-index: 1;
    ${typeof column.width === 'number' ? `min-width: ${column.width}px; max-width: ${column.width}px;` : ''}
    ${
      lastStart
        ? css`
            [data-more-start] & {
              box-shadow: inset -6px 0 6px -6px rgba(26, 28, 38, 0.35);
            }
            ${mq.mobile} {
              /* a team name wraps between words inside 7.5–9.5rem; never a letter per line */
              min-width: 7.5rem;
              max-width: 9.5rem;
              white-space: normal;
              overflow-wrap: break-word;
            }
          `
        : ''
    }
  `;
};

const tableBoxCss = css`
  border: 1px solid ${colors.grey[200]};
  border-radius: ${radius.card}px;
  background: ${colors.surface};
`;

/**
 * A data table. On a narrow screen it scrolls sideways inside its own box (never widening the
 * page), shows «Листайте вбок» while it overflows, and keeps its `sticky` columns in view (the
 * results keep rank, team and «Итого»), with a shadow where columns are hidden under them.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowCss,
  rowClassName,
  emptyText = 'Нет результатов',
  caption,
  label,
  className,
}: TableProps<Row>) {
  const offsets = stickyOffsets(columns);
  const lastStart = offsets.reduce<number>((last, o, i) => (o === null ? last : i), -1);
  const sticky = columns.map((c, i) =>
    stickyCss(c as TableColumn<unknown>, offsets[i] ?? null, i === lastStart),
  );
  const cell = css`
    padding: ${space(3)} ${space(3)};
    border-bottom: 1px solid ${colors.grey[200]};
    font-size: ${fontSize.sm}px;
    vertical-align: middle;
  `;
  const rowBg = css`
    background: ${colors.surface};
    & > th,
    & > td {
      background: inherit;
    }
  `;
  return (
    <ScrollArea
      label={label ?? (typeof caption === 'string' ? caption : 'Таблица')}
      boxCss={tableBoxCss}
      className={className}
    >
      <table css={{ width: '100%', borderCollapse: 'separate', borderSpacing: 0, color: colors.text }}>
        {caption ? (
          <caption css={{ textAlign: 'left', padding: space(3), fontWeight: fontWeight.bold }}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((c, ci) => (
              <th
                key={c.key}
                scope="col"
                css={[
                  cell,
                  css`
                    text-align: ${c.align ?? 'left'};
                    width: ${typeof c.width === 'number' ? `${c.width}px` : (c.width ?? 'auto')};
                    background: ${colors.primary};
                    color: ${colors.onPrimary};
                    font-weight: ${fontWeight.medium};
                    white-space: nowrap;
                  `,
                  sticky[ci],
                ]}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} css={[cell, { textAlign: 'center', color: colors.muted }]}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr
                key={rowKey ? rowKey(row, i) : i}
                className={rowClassName?.(row, i)}
                css={[rowBg, rowCss?.(row, i)]}
              >
                {columns.map((c, ci) => {
                  const content = c.render ? c.render(row, i) : cellValue(row, c.key);
                  const align = { textAlign: c.align ?? 'left' } as const;
                  return c.rowHeader ? (
                    <th key={c.key} scope="row" css={[cell, align, { fontWeight: 'inherit' }, sticky[ci]]}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} css={[cell, align, sticky[ci]]}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollArea>
  );
}
