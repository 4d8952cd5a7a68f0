/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import type { Key, ReactNode } from 'react';
import { colors, fontSize, fontWeight, radius, space } from '../tokens';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; default: row[key]. */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** Renders the cell as the row header (th scope="row"), e.g. the team name. */
  rowHeader?: boolean;
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
  if (row && typeof row === 'object' && key in row) {
    const v = (row as Record<string, unknown>)[key];
    if (v === null || v === undefined) return '';
    if (typeof v === 'string' || typeof v === 'number') return v;
    return String(v);
  }
  return '';
}

/** A data table that scrolls sideways on small screens. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowCss,
  rowClassName,
  emptyText = 'Нет результатов',
  caption,
  className,
}: TableProps<Row>) {
  const cell = css`
    padding: ${space(3)} ${space(3)};
    border-bottom: 1px solid ${colors.grey[200]};
    font-size: ${fontSize.sm}px;
    vertical-align: middle;
  `;
  return (
    <div
      className={className}
      css={css`
        overflow-x: auto;
        border: 1px solid ${colors.grey[200]};
        border-radius: ${radius.card}px;
        background: ${colors.surface};
      `}
    >
      <table css={{ width: '100%', borderCollapse: 'collapse', color: colors.text }}>
        {caption ? (
          <caption css={{ textAlign: 'left', padding: space(3), fontWeight: fontWeight.bold }}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((c) => (
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
              <tr key={rowKey ? rowKey(row, i) : i} className={rowClassName?.(row, i)} css={rowCss?.(row, i)}>
                {columns.map((c) => {
                  const content = c.render ? c.render(row, i) : cellValue(row, c.key);
                  const align = css`
                    text-align: ${c.align ?? 'left'};
                  `;
                  return c.rowHeader ? (
                    <th key={c.key} scope="row" css={[cell, align, { fontWeight: 'inherit' }]}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} css={[cell, align]}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
