/** /team/new_team: a title, then the team cabinet; a 409 asks to become the captain of the captainless team. */

import { useUser } from '@quiz/bus/react';
import type { TeamConflict } from '@quiz/contract';
import { TEAM_TITLE_MAX } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Button, ConfirmDialog, colors, PageFrame, space, TextField } from '@quiz/ui';
import { useState } from 'react';
import { errorDetail, fieldError, go, toastError } from '../../shared/bus';
import { claimTeam, createTeam } from '../../shared/createTeam';

export function NewTeamView() {
  const user = useUser();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<TeamConflict | null>(null);
  return (
    <PageFrame title="Новая команда" narrow>
      <form
        noValidate
        css={{ display: 'grid', gap: space(3) }}
        onSubmit={async (e) => {
          e.preventDefault();
          setError(null);
          if (!title.trim()) return setError('Укажите название команды.');
          setBusy(true);
          try {
            const outcome = await createTeam(title.trim());
            if (outcome.kind === 'conflict') setConflict(outcome.conflict);
            else go(href('teamCabinet', { slug: outcome.team.secret_slug }));
          } catch (err) {
            setError(fieldError(err, 'title') ?? errorDetail(err) ?? 'что-то пошло не так :(');
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField
          label="Название команды"
          value={title}
          maxLength={TEAM_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
        />
        {error ? (
          <p role="alert" css={{ margin: 0, color: colors.danger }}>
            {error}
          </p>
        ) : null}
        <Button type="submit" loading={busy}>
          Создать команду
        </Button>
      </form>
      <ConfirmDialog
        open={!!conflict}
        onOpenChange={(open) => !open && setConflict(null)}
        title={conflict?.info ?? ''}
        onConfirm={async () => {
          if (!conflict || !user) return;
          try {
            const team = await claimTeam(conflict, user);
            go(href('teamCabinet', { slug: team.secret_slug }));
          } catch (err) {
            toastError(err);
            throw err;
          }
        }}
      />
    </PageFrame>
  );
}
