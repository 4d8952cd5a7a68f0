/**
 * The anonymous registration form, pending until proven (SPEC §2 "Unauthorized registration form",
 * §4 "Registration form"). Submitting it checks what can be checked without touching anyone's data
 * (game open, participant limit, a free title or a valid invite), keeps the form in
 * `pending_registrations` (one row per phone and game: a reload, a double click or a second tab
 * continues the same row) and sends the login code through the OTP service — the only thing it
 * causes. No user's name, team, membership or lineup changes until the code of that phone is
 * confirmed (`confirm`); then the form is applied in one transaction under the game's row lock with
 * the normal rules (one player in one team per game, the roster limit, a free title, the reserve
 * list when the venue is full). A place is not held meanwhile: the confirmation re-checks it, and a
 * full game answers with the reserve. Rows lapse with the code and are deleted on the next submit.
 */
import type {
  RegistrationConfirmResponse,
  RegistrationFormBody,
  RegistrationFormResponse,
  SendBy,
} from '@quiz/contract';
import {
  fitsRoster,
  inviteSlugFrom,
  isValidPlayerName,
  normalizePhone,
  overflowText,
  TEAM_TEXTS,
} from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import type { Selectable } from 'kysely';
import type { OtpService } from '../../auth/otp';
import { OtpError } from '../../auth/otp-errors';
import type { Db, DialectName } from '../../db';
import type { EventRow, PendingRegistrationsTable } from '../../db/schema';
import { fieldErrors, httpError, isHttpError } from '../../errors';
import * as repo from './repository';
import type { RegistrationService } from './services/registration';
import { inTransaction, limitsOf, lockOpenEvent, requireOpen, visible } from './services/shared';
import { foundTeam } from './services/team';

export interface PendingDeps {
  db: Db;
  dialect: DialectName;
  otp: OtpService;
  /** lineups and players are added with the rules of every registration */
  registration: RegistrationService;
  /** the channel named when no new code was sent (the resend timer is still running) */
  channelName: SendBy;
  /** how long a code is valid: the pending registration lapses with it */
  codeTtlMs: number;
  clock?: () => Date;
}

type Pending = Selectable<PendingRegistrationsTable>;
type Applied = NonNullable<RegistrationConfirmResponse['event_team']>;

export function createPendingRegistrations(deps: PendingDeps) {
  const { db, dialect, registration } = deps;
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
      const event = await lockOpenEvent(trx, dialect, pending.event_id);
      // a nameless account gets the form's name; an account with a name keeps it
      if (!isValidPlayerName((await repo.firstNameOf(trx, userId)) ?? ''))
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
      const now = clock();
      const expires_at = new Date(now.getTime() + deps.codeTtlMs).toISOString();
      await repo.deleteLapsedPending(db, now.toISOString());
      const values = {
        name: body.name.trim(),
        participant_count: body.participant_count,
        expires_at,
        ...what,
      };
      await repo.upsertPending(db, { phone, event_id: event.id }, values, now.toISOString());
      return {
        send_auth_code: await sendCode(deps, phone, body.name.trim(), ip),
        status: 'pending',
        expires_at,
      };
    },

    /**
     * The code proves the phone: the user is logged in and his form applied. Without a pending form
     * the code is left unused; a form the rules refuse now still logs him in, with the reason.
     */
    async confirm(
      eventId: number,
      body: { phone: string; code: string },
      ip: string,
    ): Promise<RegistrationConfirmResponse> {
      const phone = normalizePhone(body.phone);
      const pending = await repo.livePending(db, phone, eventId, clock().toISOString());
      if (!pending) throw httpError(400, TEAM_TEXTS.pendingMissing);
      const login = await deps.otp.verifyCode({ phone, code: body.code, ip });
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

/** What the form names: a new title that is free, or the team of a valid invite. */
async function target(db: Db, event: EventRow, body: RegistrationFormBody) {
  const { maxPlayers } = await limitsOf(db, event);
  if (body.participant_count > maxPlayers) throw httpError(400, overflowText(maxPlayers));
  if (body.join_existing) {
    const slug = inviteSlugFrom(body.team_invite ?? '');
    const team = slug ? await repo.findTeamBySlug(db, slug) : undefined;
    if (!team || team.is_united) throw fieldErrors({ team_invite: [TEAM_TEXTS.inviteNotFound] });
    return { team_id: team.id, team_title: null };
  }
  const title = (body.team_title ?? '').trim();
  if (await repo.findTeamByTitle(db, title)) throw httpError(409, TEAM_TEXTS.titleTaken);
  return { team_id: null, team_title: title };
}

/** The code through the OTP service; a resend refused by its timer continues the code already sent. */
async function sendCode(deps: PendingDeps, phone: string, name: string, ip: string) {
  try {
    const sent = await deps.otp.sendCode({ phone, name, ip });
    return { sent: true, send_by: sent.send_by };
  } catch (error) {
    if (error instanceof OtpError && error.kind === 'resend_wait')
      return { sent: false, send_by: deps.channelName };
    throw error;
  }
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
