/**
 * «История изменений»: every organizer write is recorded in the same transaction as the write (who,
 * what, when, each changed field before → after), so a refused write leaves no entry and an accepted
 * one never lacks its entry. One row per write in `audit_log`, read per game newest first.
 */
import type { AuditChange, AuditEntry } from '@quiz/contract';
import type { Db } from '../../../db';

/** An entry on a game's history names the game (`event`); one on a theme or venue names its entity. */
export type AuditRecord = ({ event: number } | { entity: 'theme' | 'place'; entityId: number }) & {
  userId: number;
  action: string;
  summary: string;
  changes: readonly AuditChange[];
};

type Plain = string | number | boolean | null;

/** The fields of `after` whose value differs from `before` (JSON-compared), as audit changes. */
export function diff<T extends Record<string, unknown>>(before: T | null, after: Partial<T>): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before ? before[field] : null;
    if (JSON.stringify(old ?? null) === JSON.stringify(value)) continue;
    changes.push({ field, before: (old ?? null) as Plain, after: value as Plain });
  }
  return changes;
}

export async function record(db: Db, entry: AuditRecord): Promise<void> {
  const subject =
    'event' in entry
      ? { event_id: entry.event, entity: 'event', entity_id: entry.event }
      : { event_id: null, entity: entry.entity, entity_id: entry.entityId };
  await db
    .insertInto('audit_log')
    .values({
      ...subject,
      user_id: entry.userId,
      action: entry.action,
      summary: entry.summary,
      changes: JSON.stringify(entry.changes),
      created_at: new Date().toISOString(),
    })
    .execute();
}

function parseChanges(text: string): AuditChange[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as AuditChange[]) : [];
  } catch {
    return [];
  }
}

export async function eventHistory(db: Db, eventId: number): Promise<AuditEntry[]> {
  const rows = await db
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
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    by: { id: row.user_id, name: [row.first_name, row.last_name].filter(Boolean).join(' ') },
    action: row.action,
    summary: row.summary,
    changes: parseChanges(row.changes),
  }));
}

/** The changes of the game's latest entry with `action` (null when it has none). */
export async function latestChanges(db: Db, eventId: number, action: string): Promise<AuditChange[] | null> {
  const row = await db
    .selectFrom('audit_log')
    .select('changes')
    .where('event_id', '=', eventId)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : parseChanges(row.changes);
}
