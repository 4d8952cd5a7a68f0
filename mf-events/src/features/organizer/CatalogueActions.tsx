/**
 * Archive or merge a theme or a venue, from its edit window. Archiving takes it out of the choices for
 * new games (its games keep it; it can be restored); merging moves everything of this duplicate to the
 * item chosen to keep and archives the duplicate. Nothing is ever deleted, and each asks first
 * (ConfirmDialog of @quiz/ui) with the words of `CATALOGUE_TEXTS`.
 */
import { CATALOGUE_TEXTS } from '@quiz/domain';
import { Button, ConfirmDialog, colors, Select, space } from '@quiz/ui';
import { useState } from 'react';
import { ErrorText, useApiAction } from './useApiAction';

export const CATALOGUE_ACTION_TEXTS = {
  archive: 'В архив',
  restore: 'Вернуть из архива',
  merge: 'Объединить',
  mergeTheme: 'Это дубль — объединить с темой',
  mergePlace: 'Это дубль — объединить с площадкой',
  keepTheme: 'Выберите тему, которую оставить',
  keepPlace: 'Выберите площадку, которую оставить',
  heading: 'Архив и дубли',
} as const;

export interface CatalogueItem {
  id: number;
  title: string;
  games: number;
  archived: boolean;
}

export interface CatalogueActionsProps {
  kind: 'theme' | 'place';
  item: CatalogueItem;
  /** what the item may be merged into: active, the caller's to change, not the item itself */
  candidates: readonly CatalogueItem[];
  onArchive: () => Promise<void>;
  onRestore: () => Promise<void>;
  onMerge: (kept: CatalogueItem) => Promise<void>;
}

function texts(kind: 'theme' | 'place', item: CatalogueItem, kept: CatalogueItem | undefined) {
  const theme = kind === 'theme';
  const keptTitle = kept?.title ?? '';
  return {
    mergeLabel: theme ? CATALOGUE_ACTION_TEXTS.mergeTheme : CATALOGUE_ACTION_TEXTS.mergePlace,
    keep: theme ? CATALOGUE_ACTION_TEXTS.keepTheme : CATALOGUE_ACTION_TEXTS.keepPlace,
    archiveQuestion: theme
      ? CATALOGUE_TEXTS.archiveThemeQuestion(item.title)
      : CATALOGUE_TEXTS.archivePlaceQuestion(item.title),
    archiveText: theme ? CATALOGUE_TEXTS.archiveThemeText : CATALOGUE_TEXTS.archivePlaceText,
    mergeQuestion: theme
      ? CATALOGUE_TEXTS.mergeThemeQuestion(item.title, keptTitle)
      : CATALOGUE_TEXTS.mergePlaceQuestion(item.title, keptTitle),
    mergeText: theme
      ? CATALOGUE_TEXTS.mergeThemeText(item.title, keptTitle, item.games)
      : CATALOGUE_TEXTS.mergePlaceText(item.title, keptTitle, item.games),
  };
}

export function CatalogueActions({
  kind,
  item,
  candidates,
  onArchive,
  onRestore,
  onMerge,
}: CatalogueActionsProps) {
  const [into, setInto] = useState('');
  const [asking, setAsking] = useState<'archive' | 'merge' | null>(null);
  const kept = candidates.find((c) => String(c.id) === into);
  const t = texts(kind, item, kept);
  const { error, run } = useApiAction();
  return (
    <section
      aria-label={CATALOGUE_ACTION_TEXTS.heading}
      css={{ borderTop: `1px solid ${colors.border}`, marginTop: space(4), paddingTop: space(4) }}
    >
      {candidates.length > 0 ? (
        <div css={{ display: 'flex', gap: space(2), alignItems: 'end', flexWrap: 'wrap' }}>
          <Select
            label={t.mergeLabel}
            placeholder={t.keep}
            options={candidates.map((c) => ({ value: String(c.id), label: c.title }))}
            value={into}
            onChange={(e) => setInto(e.target.value)}
            css={{ flex: '1 1 240px' }}
          />
          <Button
            variant="secondary"
            disabled={!kept}
            onClick={() => setAsking('merge')}
            css={{ marginBottom: space(4) }}
          >
            {CATALOGUE_ACTION_TEXTS.merge}
          </Button>
        </div>
      ) : null}
      {item.archived ? (
        // back into the choices: nothing is lost either way, so no question
        <Button variant="secondary" onClick={() => run(onRestore)}>
          {CATALOGUE_ACTION_TEXTS.restore}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setAsking('archive')}>
          {CATALOGUE_ACTION_TEXTS.archive}
        </Button>
      )}
      <ErrorText error={error} />
      <ConfirmDialog
        open={asking === 'archive'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t.archiveQuestion}
        description={t.archiveText}
        confirmLabel={CATALOGUE_ACTION_TEXTS.archive}
        danger
        onConfirm={() => run(onArchive)}
      />
      <ConfirmDialog
        open={asking === 'merge' && kept !== undefined}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t.mergeQuestion}
        description={t.mergeText}
        confirmLabel={CATALOGUE_ACTION_TEXTS.merge}
        danger
        onConfirm={() =>
          run(async () => {
            if (kept) await onMerge(kept);
          })
        }
      />
    </section>
  );
}
