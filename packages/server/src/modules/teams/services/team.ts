/**
 * Teams themselves (SPEC §6): creation (a free title, or the claim offer for a title nobody is left
 * in), title/city/captain changes (the captain; a captainless team claimed by one with a right to
 * it), the invite page (`team_by_slug`) and the WhatsApp invitation link. A guest account (a team's
 * preorder link, no phone) neither founds nor claims a team (`assertNotGuest`).
 */
import type { Team } from '@quiz/contract';
import { canClaimCaptaincy, claimTeamInfo, TEAM_TEXTS } from '@quiz/domain';
import type { Db } from '../../../db';
import { type TeamRow, toBool, type UserRow } from '../../../db/schema';
import { fieldErrors, forbidden, HttpError, httpError, orNotFound } from '../../../errors';
import * as repo from '../repository';
import { teamView, withoutPrivate } from './entities';
import {
  assertNotGuest,
  captains,
  inTransaction,
  NOT_A_MEMBER,
  newSlug,
  nowIso,
  TEAM_NOT_FOUND,
  type TeamsDeps,
} from './shared';

type TeamPatch = {
  title?: string | undefined;
  captain?: number | undefined;
  city?: number | null | undefined;
};

/** A new team with its captain as its first member (a new slug; the title as given, trimmed). */
export async function foundTeam(
  trx: Db,
  values: { title: string; captainId: number; cityId: number | null; createdAt?: string },
): Promise<TeamRow> {
  const id = await repo.insertTeam(trx, {
    title: values.title.trim(),
    captain_id: values.captainId,
    city_id: values.cityId,
    secret_slug: newSlug(),
    created_at: values.createdAt ?? nowIso(),
  });
  await repo.addMember(trx, id, values.captainId);
  return orNotFound(await repo.findTeam(trx, id), TEAM_NOT_FOUND);
}

/** The game's next united team: no captain, no members, the game's city. */
export async function openUnitedTeam(trx: Db, title: string, cityId: number | null): Promise<TeamRow> {
  const id = await repo.insertTeam(trx, {
    title,
    captain_id: null,
    city_id: cityId,
    secret_slug: newSlug(),
    is_united: 1,
    created_at: nowIso(),
  });
  return orNotFound(await repo.findTeam(trx, id), TEAM_NOT_FOUND);
}

export function createTeamService(deps: TeamsDeps) {
  const { db } = deps;

  /**
   * Who may change what: the captain anything; `captain` naming oneself on a captainless team is a
   * claim (`canClaimCaptaincy`: a member of it, anyone only when nobody is left, never a united team).
   * Answers whether this is a claim.
   */
  async function checkPatchRights(trx: Db, team: TeamRow, actor: UserRow, body: TeamPatch): Promise<boolean> {
    if (body.captain !== undefined && team.captain_id === null) {
      if (team.is_united) throw forbidden(TEAM_TEXTS.unitedHasNoCaptain);
      assertNotGuest(actor);
      const member = await repo.isMember(trx, team.id, actor.id);
      const members = await repo.memberCount(trx, team.id);
      const claim = { captain: null, is_united: false, members };
      if (body.captain !== actor.id || !canClaimCaptaincy(claim, member))
        throw forbidden(TEAM_TEXTS.claimNeedsMembership);
      await repo.addMember(trx, team.id, actor.id);
      return true;
    }
    if (!captains(team, actor)) throw forbidden(TEAM_TEXTS.onlyCaptain);
    if (body.captain !== undefined && !(await repo.isMember(trx, team.id, body.captain)))
      throw fieldErrors({ captain: [NOT_A_MEMBER] });
    return false;
  }

  async function checkPatchValues(trx: Db, id: number, body: TeamPatch): Promise<void> {
    if (body.title !== undefined) {
      const same = await repo.findTeamByTitle(trx, body.title);
      if (same && same.id !== id) throw fieldErrors({ title: [TEAM_TEXTS.titleTaken] });
    }
    if (typeof body.city === 'number' && !(await repo.cityExists(trx, body.city)))
      throw fieldErrors({ city: [TEAM_TEXTS.cityNotFound] });
  }

  return {
    async createTeam(actor: UserRow, title: string): Promise<Team> {
      assertNotGuest(actor);
      const existing = await repo.findTeamByTitle(db, title);
      if (existing) {
        // the claim offer only for a team nobody is left in (its members claim it themselves)
        const claimable =
          existing.captain_id === null &&
          canClaimCaptaincy(
            {
              captain: existing.captain_id,
              is_united: toBool(existing.is_united),
              members: await repo.memberCount(db, existing.id),
            },
            false,
          );
        if (claimable)
          throw new HttpError(409, { info: claimTeamInfo(existing.title), team_id: existing.id });
        throw fieldErrors({ title: [TEAM_TEXTS.titleTaken] });
      }
      const team = await inTransaction(db, (trx) =>
        foundTeam(trx, { title, captainId: actor.id, cityId: actor.city_id }),
      );
      return teamView(db, team.id);
    },

    /**
     * Title and city: the captain. `captain`: the captain hands over to a member (atomic, under the
     * team's lock), or one with a right to a captainless team claims it by naming himself.
     */
    async patchTeam(actor: UserRow, id: number, body: TeamPatch): Promise<Team> {
      if (body.title === undefined && body.captain === undefined && body.city === undefined)
        throw httpError(400, TEAM_TEXTS.nothingToChange);
      await inTransaction(db, async (trx) => {
        const team = orNotFound(await repo.lockTeam(trx, id), TEAM_NOT_FOUND);
        const claim = await checkPatchRights(trx, team, actor, body);
        await checkPatchValues(trx, id, body);
        await repo.updateTeam(trx, id, {
          ...(body.captain !== undefined ? { captain_id: body.captain } : {}),
          ...(body.title !== undefined ? { title: body.title.trim() } : {}),
          ...(body.city !== undefined ? { city_id: body.city } : {}),
          // a claimed team moves to its new captain's city unless the patch names one
          ...(claim && body.city === undefined ? { city_id: actor.city_id } : {}),
        });
      });
      return teamView(db, id);
    },

    /** The invite page and the team cabinet: phones only for the team's members. */
    async teamBySlug(actor: UserRow, slug: string): Promise<Team> {
      const team = orNotFound(await repo.findTeamBySlug(db, slug), TEAM_NOT_FOUND);
      const view = await teamView(db, team.id);
      if (await repo.isMember(db, team.id, actor.id)) return view;
      return { ...withoutPrivate(view), secret_slug: team.secret_slug };
    },

    async whatsappChat(actor: UserRow, id: number, origin: string): Promise<{ url: string }> {
      const team = orNotFound(await repo.findTeam(db, id), TEAM_NOT_FOUND);
      if (!(await repo.isMember(db, team.id, actor.id))) throw forbidden();
      const text = `Команда «${team.title}»: присоединяйтесь ${origin}/reg_on_team/${team.secret_slug}`;
      return { url: `https://wa.me/?text=${encodeURIComponent(text)}` };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
