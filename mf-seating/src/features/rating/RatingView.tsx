/**
 * /rating (SPEC §2 "Rating"): collapsible seasons (the newest open) with a search box filtering teams
 * by name; columns rank, team, games, 1st, 2nd, 3rd places, points; the top three rows colored.
 */
import { useCity } from '@quiz/bus/react';
import type { RatingRow, RatingSeason } from '@quiz/contract';
import {
  Collapsible,
  EmptyState,
  formatCount,
  formatNumber,
  PageFrame,
  podiumRowCss,
  QueryState,
  SkeletonList,
  space,
  Table,
  type TableColumn,
  TEAM_WORDS,
  TextField,
} from '@quiz/ui';
import { useDeferredValue, useState } from 'react';
import { rankColumn } from '../../shared/rankColumn';
import { useRating } from './api/rating';

/** Case-insensitive Russian match: «ё» and «е» are the same letter; spaces collapse. */
export function normalizeName(value: string): string {
  return value.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

export function filterRows(rows: readonly RatingRow[], query: string): RatingRow[] {
  const q = normalizeName(query);
  return q ? rows.filter((r) => normalizeName(r.team_name).includes(q)) : [...rows];
}

const columns: TableColumn<RatingRow>[] = [
  rankColumn<RatingRow>(),
  { key: 'team_name', header: 'Команда', rowHeader: true, sticky: 'start' },
  { key: 'games', header: 'Игры', align: 'right' },
  { key: 'firsts', header: <abbr title="Первые места">1</abbr>, align: 'right' },
  { key: 'seconds', header: <abbr title="Вторые места">2</abbr>, align: 'right' },
  { key: 'thirds', header: <abbr title="Третьи места">3</abbr>, align: 'right' },
  {
    key: 'points',
    header: 'Очки',
    align: 'right',
    sticky: 'end',
    render: (row) => <strong>{formatNumber(row.points)}</strong>,
  },
];

function SeasonTable({ season, query }: { season: RatingSeason; query: string }) {
  const rows = filterRows(season.rows, query);
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.rank}-${row.team_name}`}
      rowCss={(row) => (row.rank <= 3 ? podiumRowCss(row.rank - 1) : undefined)}
      rowClassName={(row) => (row.rank <= 3 ? `podium podium-${row.rank}` : undefined)}
      emptyText={query.trim() ? 'Команды не найдены' : 'Нет результатов'}
      caption={`${season.name}: ${formatCount(rows.length, TEAM_WORDS)}`}
    />
  );
}

export function RatingSeasons({ seasons }: { seasons: readonly RatingSeason[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  if (seasons.length === 0) return <EmptyState title="Нет результатов" text="Сезонов рейтинга пока нет." />;
  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <TextField
        label="Поиск команды"
        type="search"
        placeholder="Название команды"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
      />
      <div>
        {seasons.map((season, i) => (
          <Collapsible key={season.id} title={season.name} defaultOpen={i === 0}>
            <SeasonTable season={season} query={deferred} />
          </Collapsible>
        ))}
      </div>
    </div>
  );
}

export function RatingView() {
  const city = useCity();
  const rating = useRating(city?.id ?? null);
  return (
    <PageFrame title="Рейтинг команд">
      <QueryState
        query={rating}
        errorTitle="Не удалось загрузить рейтинг"
        loading={<SkeletonList count={2} label="Загрузка рейтинга…" />}
      >
        {(seasons) => <RatingSeasons seasons={seasons} />}
      </QueryState>
    </PageFrame>
  );
}
