/**
 * «Архив»: the themes and venues taken out of the choices for new games that the organizer may bring
 * back, each with «Вернуть» (nothing was deleted: its games kept it). A merged duplicate says which one
 * it went into. Shown under the schedule form when there is anything in it.
 */
import type { OrganizerPlace, OrganizerTheme } from '@quiz/contract';
import { Button, Collapsible, colors, space } from '@quiz/ui';
import { useCatalogueMove } from './api/schedule';
import { ErrorText, useApiAction } from './useApiAction';

export interface ArchivedCatalogueProps {
  themes: readonly OrganizerTheme[];
  places: readonly OrganizerPlace[];
}

interface Row {
  key: string;
  kind: string;
  title: string;
  note: string;
  restore: () => Promise<void>;
}

function mergedNote(into: number | null, items: readonly { id: number; title: string }[]): string {
  const kept = items.find((x) => x.id === into);
  return kept ? `объединена с «${kept.title}»` : '';
}

export function ArchivedCatalogue({ themes, places }: ArchivedCatalogueProps) {
  const { error, run } = useApiAction();
  // shown back in the choices at once; put back into the archive when the server refuses
  const { mutateAsync: restoreTheme } = useCatalogueMove('theme');
  const { mutateAsync: restorePlace } = useCatalogueMove('place');
  const rows: Row[] = [
    ...themes
      .filter((t) => t.archived && t.editable)
      .map((t) => ({
        key: `theme-${t.id}`,
        kind: 'Тема',
        title: t.title,
        note: mergedNote(t.merged_into, themes),
        restore: async () => void (await restoreTheme({ id: t.id, move: 'restore' })),
      })),
    ...places
      .filter((p) => p.archived)
      .map((p) => ({
        key: `place-${p.id}`,
        kind: 'Площадка',
        title: p.title,
        note: mergedNote(p.merged_into, places),
        restore: async () => void (await restorePlace({ id: p.id, move: 'restore' })),
      })),
  ];
  if (rows.length === 0) return null;
  return (
    <Collapsible title={`Архив тем и площадок (${rows.length})`} headingLevel={2}>
      <ul aria-label="Архив тем и площадок" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <li
            key={row.key}
            aria-label={`${row.kind} «${row.title}»`}
            css={{ display: 'flex', gap: space(3), alignItems: 'center', padding: `${space(2)} 0` }}
          >
            <span css={{ flex: 1 }}>
              {row.kind} «{row.title}»
              {row.note ? <span css={{ color: colors.muted }}> — {row.note}</span> : null}
            </span>
            <Button variant="secondary" size="sm" onClick={() => run(row.restore)}>
              Вернуть
            </Button>
          </li>
        ))}
      </ul>
      <ErrorText error={error} />
    </Collapsible>
  );
}
