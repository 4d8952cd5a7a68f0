/**
 * SPEC §2 "Results": columns rank, team, one per tour, total; the first three rows get gold,
 * silver and bronze accents; empty shows 'Нет результатов'. On a phone the tours scroll sideways
 * under rank and team (left) and «Итого» (right), which stay in view (ui Table `sticky`).
 */
import type { ResultRow } from '@quiz/contract';
import { colors, formatNumber, podiumRowCss, Skeleton, space, Table, type TableColumn } from '@quiz/ui';
import { rankColumn } from '../../shared/rankColumn';

export const NO_RESULTS = 'Нет результатов';

/** Tour numbers present in any row, ascending ('1', '2', … '10'). */
export function tourNumbers(rows: readonly ResultRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.tour_score)) keys.add(key);
  return [...keys].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

// formatNumber, not toLocaleString: the same text from the server's ICU and the browser's (hydration)
const score = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));

export function ResultsTableView({ rows, caption }: { rows: readonly ResultRow[]; caption?: string }) {
  const columns: TableColumn<ResultRow>[] = [
    rankColumn<ResultRow>(),
    { key: 'team_title', header: 'Команда', rowHeader: true, sticky: 'start' },
    ...tourNumbers(rows).map(
      (tour): TableColumn<ResultRow> => ({
        key: `tour-${tour}`,
        header: `Тур ${tour}`,
        align: 'right',
        render: (row) => score(row.tour_score[tour]),
      }),
    ),
    {
      key: 'total_score',
      header: 'Итого',
      align: 'right',
      sticky: 'end',
      render: (row) => <strong>{score(row.total_score)}</strong>,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.rank}-${row.team_title}`}
      rowCss={(row) => (row.rank <= 3 ? podiumRowCss(row.rank - 1) : undefined)}
      rowClassName={(row) => (row.rank <= 3 ? `podium podium-${row.rank}` : undefined)}
      emptyText={NO_RESULTS}
      caption={caption}
    />
  );
}

/** Row-shaped placeholders while results load. */
export function ResultsTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div
      role="status"
      aria-label="Загрузка результатов"
      aria-busy="true"
      css={{
        display: 'grid',
        gap: space(2),
        padding: space(3),
        border: `1px solid ${colors.grey[200]}`,
        borderRadius: 12,
      }}
    >
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} css={{ display: 'grid', gridTemplateColumns: '40px 1fr 64px 64px', gap: space(3) }}>
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </div>
      ))}
    </div>
  );
}
