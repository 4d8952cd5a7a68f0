/** The team cabinet's player list: names, the captain's badge, and the captain's controls on the others. */
import type { Team } from '@quiz/contract';
import { Badge, Button, Card, space } from '@quiz/ui';
import { RENAME_TEXTS } from './RenamePlayerModal';
import { CABINET_TEXTS } from './team-texts';

export type PlayerRef = { id: number; name: string };

/** The players with their badges; the captain's controls on everyone else (rename, captaincy, remove). */
export function PlayerList({
  team,
  userId,
  captain,
  mayRemove,
  onRename,
  onHandover,
  onRemove,
}: {
  team: Team;
  userId: number | null;
  captain: boolean;
  mayRemove: (target: number) => boolean;
  onRename: (player: PlayerRef) => void;
  onHandover: (player: PlayerRef) => void;
  onRemove: (id: number) => void;
}) {
  return (
    <Card as="section" aria-label="Игроки">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
        {team.players.map((p) => (
          <li key={p.id} css={{ display: 'flex', gap: space(2), alignItems: 'center', flexWrap: 'wrap' }}>
            <span css={{ flex: 1 }}>
              {p.first_name}
              {p.id === team.captain ? (
                <>
                  {' '}
                  <Badge tone="primary">{CABINET_TEXTS.captain}</Badge>
                </>
              ) : null}
            </span>
            {captain && p.id !== userId ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onRename({ id: p.id, name: p.first_name })}
                  aria-label={`${RENAME_TEXTS.open}: ${p.first_name}`}
                >
                  {RENAME_TEXTS.open}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onHandover({ id: p.id, name: p.first_name })}
                >
                  {CABINET_TEXTS.makeCaptain}
                </Button>
              </>
            ) : null}
            {p.id !== userId && mayRemove(p.id) ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() => onRemove(p.id)}
                aria-label={`${CABINET_TEXTS.remove} ${p.first_name}`}
              >
                {CABINET_TEXTS.remove}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
