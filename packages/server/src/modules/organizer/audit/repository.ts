/** The audit log's queries: one row per organizer write, read per game newest first. */
import type { AuditChange } from '@quiz/contract';
import type { Db } from '../../../db';

export interface AuditRecord {
  userId: number;
  eventId: number | null;
  entity: 'event' | 'theme' | 'place';
  entityId: number;
  action: string;
  summary: string;
  changes: readonly AuditChange[];
}

export async function insertAudit(db: Db, record: AuditRecord, at: string): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: record.userId,
      event_id: record.eventId,
      entity: record.entity,
      entity_id: record.entityId,
      action: record.action,
      summary: record.summary,
      changes: JSON.stringify(record.changes),
      created_at: at,
    })
    .execute();
}

export function historyOfEvent(db: Db, eventId: number) {
  return db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'audit_log.action',
      'audit_log.summary',
      'audit_log.changes',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
    ])
    .where('audit_log.event_id', '=', eventId)
    .orderBy('audit_log.id', 'desc')
    .limit(500)
    .execute();
}

/** The changes (JSON text) of the game's latest entry with `action`, if it has one. */
export async function latestChangesOf(db: Db, eventId: number, action: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select('changes')
    .where('event_id', '=', eventId)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.changes;
}
