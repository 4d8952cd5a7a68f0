/**
 * The current user (SPEC §7): GET user_detail/, PUT user/ {first_name},
 * PUT|PATCH user/{id}/name/ {first_name}: oneself, or a player of a team one captains (SPEC §6: the
 * captain edits player names).
 * user_detail answers 401 without a token and 403 for a token that names nobody (SPEC §4: the
 * client clears it); the other calls answer 401 for both, so the client logs out.
 */
import { ERROR_TEXTS, userCalls } from '@quiz/contract';
import { loadUserView } from '../../auth/user-view';
import type { Db } from '../../db';
import { forbidden, orNotFound, unauthorized } from '../../errors';
import { routeCalls } from '../../http/calls';

async function view(db: Db, userId: number) {
  return orNotFound(await loadUserView(db, userId));
}

/** The user captains a team the other user plays in. */
async function captainOf(db: Db, captainId: number, playerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('teams')
    .innerJoin('team_members', 'team_members.team_id', 'teams.id')
    .select('teams.id')
    .where('teams.captain_id', '=', captainId)
    .where('team_members.user_id', '=', playerId)
    .executeTakeFirst();
  return !!row;
}

async function rename(db: Db, userId: number, firstName: string) {
  await db.updateTable('users').set({ first_name: firstName }).where('id', '=', userId).execute();
  return view(db, userId);
}

export const userRoutes = routeCalls(userCalls, {
  userDetail: async ({ user, request, db }) => {
    if (!user) throw request.tokenInvalid ? forbidden(ERROR_TEXTS.invalidToken) : unauthorized();
    return view(db, user.id);
  },
  updateUser: async ({ user, body, db }) => rename(db, user.id, body.first_name),
  renameUser: async ({ user, params, body, db }) => {
    if (params.id !== user.id && !(await captainOf(db, user.id, params.id))) throw forbidden();
    return rename(db, params.id, body.first_name);
  },
});
