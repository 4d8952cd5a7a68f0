/** @jsxImportSource @emotion/react */
/** The wizard's «Спорные вопросы»: the claims added so far, and «Оспорить вопрос» opening the claim dialog. */
import type { GamePackage } from '@quiz/contract';
import { Button, colors, Section, space } from '@quiz/ui';
import { useState } from 'react';
import type { ClaimItem } from './answers';
import { ClaimList } from './ClaimList';
import { ClaimModal } from './ClaimModal';

export interface ClaimsSectionProps {
  claims: readonly ClaimItem[];
  gamePackage: GamePackage | null;
  /** A draft save after a claim change is under way: the list waits for it. */
  saving: boolean;
  /** A claim was added or removed: the new list. */
  onChange: (claims: ClaimItem[]) => void;
}

export function ClaimsSection({ claims, gamePackage, saving, onChange }: ClaimsSectionProps) {
  const [claimOpen, setClaimOpen] = useState(false);
  return (
    <Section title="Спорные вопросы">
      <div css={{ display: 'grid', gap: space(3) }}>
        <p css={{ margin: 0, color: colors.muted }}>
          Не согласны с ответом? Оспорьте вопрос — организаторы разберутся.
        </p>
        <ClaimList
          claims={claims}
          gamePackage={gamePackage}
          busy={saving}
          onRemove={(i) => onChange(claims.filter((_, k) => k !== i))}
        />
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={!gamePackage}
            onClick={() => setClaimOpen(true)}
          >
            Оспорить вопрос
          </Button>
        </div>
      </div>
      {gamePackage ? (
        <ClaimModal
          open={claimOpen}
          onOpenChange={setClaimOpen}
          gamePackage={gamePackage}
          onAdd={(claim) => onChange([...claims, claim])}
        />
      ) : null}
    </Section>
  );
}
