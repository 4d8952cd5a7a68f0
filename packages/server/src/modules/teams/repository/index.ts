/**
 * Kysely queries of the teams module, one file per table group: teams and members (`teams.ts`),
 * games and lineups (`lineups.ts`), players and their users (`players.ts`), the joined reads of the
 * views (`views.ts`) and the pending anonymous forms (`pending.ts`). Every function takes the
 * database or a transaction; the rules live in the services (`../services/`).
 */
export * from './lineups';
export * from './pending';
export * from './players';
export * from './teams';
export * from './views';
