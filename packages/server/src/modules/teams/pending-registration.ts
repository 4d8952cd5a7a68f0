/**
 * The anonymous registration form, pending until proven (SPEC §2 "Unauthorized registration form",
 * §4 "Registration form"). Submitting it checks what can be checked without touching anyone's data
 * (game open, participant limit, a free title or a valid invite), sends the login code through the
 * OTP service and only then keeps the form in `pending_registrations` — a refused send (429, 502 …)
 * writes nothing. Each submit is a version of its own, bound to the challenge its code send answered:
 * whoever resubmits the same phone (a stranger who knows it, or the owner again) makes another
 * version with another challenge, and never changes a version he does not hold. No user's name, team,
 * membership or lineup changes until a code is confirmed with its challenge (`confirm`); then the
 * version of that challenge — exactly what its sender sent — is applied in one transaction under the
 * game's row lock with the normal rules (one player in one team per game, the roster limit, a free
 * title, the reserve list when the venue is full). A place is not held meanwhile: the confirmation
 * re-checks it, and a full game answers with the reserve. Rows lapse with their code and are deleted
 * on the next submit.
 */
import type {
  RegistrationConfirmBody,
  RegistrationConfirmResponse,
  RegistrationFormBody,
  RegistrationFormResponse,
} from '@quiz/contract';
import {
  fitsRoster,
  inviteSlugFrom,
  NAME_TOO_SHORT_TEXT,
  nameError,
  normalizePhone,
  overflowText,
  TEAM_TEXTS,
} from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import type { Selectable } from 'kysely';
import { challengeHash } from '../../auth/challenges';
import type { OtpService } from '../../auth/otp';
import type { Db } from '../../db';
import type { EventRow, PendingRegistrationsTable } from '../../db/schema';
import { fieldErrors, httpError, isHttpError } from '../../errors';
import * as repo from './repository';
import type { RegistrationService } from './services/registration';
import { inTransaction, limitsOf, lockOpenEvent, requireOpen, visible } from './services/shared';
import { foundTeam } from './services/team';

export interface PendingDeps {
  db: Db;
  otp: OtpService;
  /** lineups and players are added with the rules of every registration */
  registration: RegistrationService;
  clock?: () => Date;
}

type Pending = Selectable<PendingRegistrationsTable>;
type Applied = NonNullable<RegistrationConfirmResponse['event_team']>;

export function createPendingRegistrations(deps: PendingDeps) {
  const { db, registration } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function applyNewTeam(trx: Db, event: EventRow, pending: Pending, userId: number) {
    if (await repo.playerOnEvent(trx, event.id, userId)) throw httpError(409, TEAM_TEXTS.otherTeam);
    const title = pending.team_title ?? '';
    if (await repo.findTeamByTitle(trx, title)) throw httpError(409, TEAM_TEXTS.titleTaken);
    const team = await foundTeam(trx, {
      title,
      captainId: userId,
      cityId: event.city_id,
      createdAt: clock().toISOString(),
    });
    const lineupId = await registration.addLineup(trx, event, team, title);
    const lineup = { id: lineupId, teamId: team.id };
    await registration.addPlayer(trx, event, lineup, userId, pending.participant_count);
    return { lineupId, teamId: team.id };
  }

  /** The proven form, in one transaction under the game's lock; the row is consumed by it. */
  function apply(pending: Pending, userId: number): Promise<Applied> {
    return inTransaction(db, async (trx) => {
      if (!(await repo.takePending(trx, pending.id))) throw httpError(400, TEAM_TEXTS.pendingMissing);
      const event = await lockOpenEvent(trx, pending.event_id);
      // a nameless account gets the form's name; an account with a name keeps it
      if (nameError(await repo.firstNameOf(trx, userId)) === NAME_TOO_SHORT_TEXT)
        await repo.setFirstName(trx, userId, pending.name);
      const { lineupId, teamId } =
        pending.team_id === null
          ? await applyNewTeam(trx, event, pending, userId)
          : await applyJoin(trx, registration, event, pending.team_id, userId);
      const lineup = await repo.findLineup(trx, lineupId);
      return {
        id: lineupId,
        team: { id: teamId },
        status: lineup?.status === 'reserve' ? 'reserve' : 'registered',
      };
    });
  }

  return {
    async submit(eventId: number, body: RegistrationFormBody, ip: string): Promise<RegistrationFormResponse> {
      const phone = normalizePhone(body.phone);
      if (!isCompletePhone(phone)) throw fieldErrors({ phone: [TEAM_TEXTS.invalidPhone] });
      const event = visible(await repo.findEvent(db, eventId));
      requireOpen(event);
      const what = await target(db, event, body);
      const name = body.name.trim();
      // The code first: a request the budgets (or the channel) refuse writes nothing.
      const sent = await deps.otp.sendCode({ phone, name, ip });
      const now = clock().toISOString();
      await repo.deleteLapsedPending(db, now);
      const values = {
        name,
        participant_count: body.participant_count,
        expires_at: sent.expires_at,
        ...what.row,
      };
      const key = { phone, event_id: event.id, challenge_hash: challengeHash(sent.challenge) };
      await repo.insertPending(db, key, values, now);
      return {
        send_auth_code: { sent: sent.sent, send_by: sent.send_by },
        status: 'pending',
        expires_at: sent.expires_at,
        challenge: sent.challenge,
        pending: {
          team_title: what.title,
          participant_count: body.participant_count,
          join_existing: what.row.team_id !== null,
        },
      };
    },

    /**
     * The code proves the phone: the user is logged in and his form applied. Without a pending form
     * the code is left unused; a form the rules refuse now still logs him in, with the reason.
     */
    async confirm(
      eventId: number,
      body: RegistrationConfirmBody,
      ip: string,
    ): Promise<RegistrationConfirmResponse> {
      const phone = normalizePhone(body.phone);
      const key = { phone, event_id: eventId, challenge_hash: challengeHash(body.challenge) };
      const pending = await repo.livePending(db, key, clock().toISOString());
      if (!pending) throw httpError(400, TEAM_TEXTS.pendingMissing);
      const login = await deps.otp.verifyCode({ phone, code: body.code, challenge: body.challenge, ip });
      let event_team: Applied | null = null;
      let detail: string | null = null;
      try {
        event_team = await apply(pending, login.userId);
      } catch (error) {
        if (!isHttpError(error)) throw error;
        await repo.takePending(db, pending.id);
        detail = refusalText(error.body);
      }
      const firstName = await repo.firstNameOf(db, login.userId);
      return { token: login.token, first_name: firstName ?? login.first_name, event_team, detail };
    },
  };
}

export type PendingRegistrations = ReturnType<typeof createPendingRegistrations>;

/**
 * What the form names: a new title that is free, or the team of a valid invite (`row`, as kept), and
 * the team's title either way (`title`, shown on the code step).
 */
async function target(db: Db, event: EventRow, body: RegistrationFormBody) {
  const { maxPlayers } = await limitsOf(db, event);
  if (body.participant_count > maxPlayers) throw httpError(400, overflowText(maxPlayers));
  if (body.join_existing) {
    const slug = inviteSlugFrom(body.team_invite ?? '');
    const team = slug ? await repo.findTeamBySlug(db, slug) : undefined;
    if (!team || team.is_united) throw fieldErrors({ team_invite: [TEAM_TEXTS.inviteNotFound] });
    return { row: { team_id: team.id, team_title: null }, title: team.title };
  }
  const title = (body.team_title ?? '').trim();
  if (await repo.findTeamByTitle(db, title)) throw httpError(409, TEAM_TEXTS.titleTaken);
  return { row: { team_id: null, team_title: title }, title };
}

/** Joining by invite: alone, into the first lineup of the team with room (never a new extra one). */
async function applyJoin(
  trx: Db,
  registration: RegistrationService,
  event: EventRow,
  teamId: number,
  userId: number,
) {
  const team = await repo.findTeam(trx, teamId);
  if (!team || team.is_united) throw httpError(404, TEAM_TEXTS.inviteNotFound);
  await repo.addMember(trx, team.id, userId);
  const mine = await repo.playerOnEvent(trx, event.id, userId);
  if (mine) {
    if (mine.team_id !== team.id) throw httpError(409, TEAM_TEXTS.otherTeam);
    return { lineupId: mine.event_team_id, teamId: team.id };
  }
  const lineups = await repo.lineupsOfTeam(trx, event.id, team.id);
  const { maxPlayers } = await limitsOf(trx, event);
  let lineupId: number | null = lineups.length
    ? null
    : await registration.addLineup(trx, event, team, team.title);
  for (const l of lineups) {
    if (lineupId === null && fitsRoster((await repo.participantsOfLineup(trx, l.id)) + 1, maxPlayers))
      lineupId = l.id;
  }
  if (lineupId === null) throw httpError(400, overflowText(maxPlayers));
  await registration.addPlayer(trx, event, { id: lineupId, teamId: team.id }, userId, 1);
  return { lineupId, teamId: team.id };
}

function refusalText(body: Record<string, unknown>): string {
  if (typeof body.detail === 'string') return body.detail;
  const first = Object.values(body).flat()[0];
  return typeof first === 'string' ? first : TEAM_TEXTS.somethingWrong;
}
