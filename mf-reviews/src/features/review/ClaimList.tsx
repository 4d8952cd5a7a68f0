/** @jsxImportSource @emotion/react */
/** The claims added so far, each removable before the review is sent. Texts render as text. */
import type { GamePackage } from '@quiz/contract';
import { Button, colors, radius, space } from '@quiz/ui';
import type { ClaimItem } from './answers';

export function claimLabel(pkg: GamePackage | null, claim: ClaimItem): string {
  const tour = pkg?.tours.find((t) => t.id === claim.tour);
  const block = tour?.task_blocks.find((b) => b.id === claim.block);
  const task = block?.tasks.find((t) => t.id === claim.task);
  return `Тур ${tour?.number ?? '?'} · Блок ${block?.number ?? '?'} · Вопрос ${task?.number ?? '?'}`;
}

export function ClaimList({
  claims,
  gamePackage,
  onRemove,
  busy,
}: {
  claims: readonly ClaimItem[];
  gamePackage: GamePackage | null;
  onRemove: (index: number) => void;
  busy?: boolean;
}) {
  if (claims.length === 0) return null;
  return (
    <ul
      aria-label="Спорные вопросы"
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}
    >
      {claims.map((claim, i) => {
        const label = claimLabel(gamePackage, claim);
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: claims have no id until saved and may repeat
            key={i}
            css={{
              display: 'flex',
              gap: space(3),
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              padding: space(3),
              border: `1px solid ${colors.border}`,
              borderRadius: radius.control,
            }}
          >
            <div css={{ minWidth: 0 }}>
              <strong>{label}</strong>
              <p css={{ margin: `${space(1)} 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {claim.text}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => onRemove(i)}
              aria-label={`Удалить: ${label}`}
            >
              Удалить
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
