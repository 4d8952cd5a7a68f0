/**
 * The «Место» column of the results and rating tables: the rank, and the podium named for screen readers.
 * It stays in view while the table scrolls sideways on a phone (with the team column after it).
 */
import { srOnlyCss, type TableColumn } from '@quiz/ui';

const PODIUM = ['золото', 'серебро', 'бронза'] as const;

export function rankColumn<Row extends { rank: number }>(): TableColumn<Row> {
  return {
    key: 'rank',
    header: 'Место',
    align: 'center',
    width: 64,
    sticky: 'start',
    render: (row) => (
      <>
        {row.rank}
        {row.rank <= 3 ? <span css={srOnlyCss}> ({PODIUM[row.rank - 1]})</span> : null}
      </>
    ),
  };
}
