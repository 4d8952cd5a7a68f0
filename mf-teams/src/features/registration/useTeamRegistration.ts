/**
 * What the logged-in registration form sends: the chosen team, a new team (SPEC §4 creation conflict:
 * a 409 asks to claim the captainless team first), or the united team of the place. A success is
 * announced on the bus with a toast (registered, or the reserve) and opens the team's registration page.
 */
import { emit } from '@quiz/bus';
import { useUser } from '@quiz/bus/react';
import type { Lineup, TeamConflict } from '@quiz/contract';
import { TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { createLineup } from '../../shared/api/lineups';
import { claimTeam, createTeam } from '../../shared/api/teams';
import { errorDetail, fieldError, go, toast, toastError, toastRefusal } from '../../shared/bus';
import { joinUnitedTeam } from './api/events';
import { REG_TEXTS, type RegMode, type RegValues } from './reg-texts';

export function useTeamRegistration(options: { chosenEvent: number; united: boolean; onDone?: () => void }) {
  const { chosenEvent, united, onDone } = options;
  const user = useUser();
  const [conflict, setConflict] = useState<TeamConflict | null>(null);
  const mode: RegMode = useRef<RegMode['current']>('register');

  function finished(lineup: Lineup) {
    emit({ type: 'registration.changed', eventId: lineup.event, teamId: lineup.team.id });
    toast(
      lineup.status === 'reserve' ? REG_TEXTS.reserved(lineup.reserve_position) : REG_TEXTS.registered,
      'success',
    );
    onDone?.();
    go(href('regTeamOnEvent', { eventId: lineup.event, teamId: lineup.team.id }));
  }

  async function registerTeam(id: number) {
    finished(await createLineup(chosenEvent, id));
  }

  async function playUnited() {
    try {
      finished(await joinUnitedTeam(chosenEvent));
      return undefined;
    } catch (e) {
      return { [FORM_ERROR]: errorDetail(e) ?? TEAM_TEXTS.somethingWrong };
    }
  }

  async function submit(values: RegValues) {
    const action = mode.current;
    mode.current = 'register';
    if (united && !values.place) return { [FORM_ERROR]: TEAM_TEXTS.choosePlace };
    if (action === 'united') return playUnited();
    const title = (values.title ?? '').trim();
    if (!values.team && !title) return { [FORM_ERROR]: REG_TEXTS.chooseTeam };
    try {
      if (values.team) {
        await registerTeam(Number(values.team));
      } else {
        const outcome = await createTeam(title);
        if (outcome.kind === 'conflict') setConflict(outcome.conflict);
        else await registerTeam(outcome.team.id);
      }
      return undefined;
    } catch (e) {
      const message = fieldError(e, 'title') ?? errorDetail(e);
      if (!message) toastError(e);
      return message ? { [FORM_ERROR]: message } : undefined;
    }
  }

  /** «Да» on the conflict: claim the team, then register it. */
  async function claimAndRegister() {
    if (!conflict || !user) return;
    await toastRefusal(async () => registerTeam((await claimTeam(conflict, user)).id));
  }

  return { mode, submit, conflict, closeConflict: () => setConflict(null), claimAndRegister };
}
