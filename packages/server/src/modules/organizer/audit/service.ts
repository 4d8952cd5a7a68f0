/**
 * «История изменений»: every organizer write is recorded in the same transaction as the write (who,
 * what, when, each changed field before → after), so a refused write leaves no entry and an accepted
 * one never lacks its entry.
 */
import type { AuditChange, AuditEntry } from '@quiz/contract';
import type { Db } from '../../../db';
import { type AuditRecord, historyOfEvent, insertAudit, latestChangesOf } from './repository';

export type { AuditRecord } from './repository';

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
  await insertAudit(db, entry, new Date().toISOString());
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
  const rows = await historyOfEvent(db, eventId);
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
  const text = await latestChangesOf(db, eventId, action);
  return text === undefined ? null : parseChanges(text);
}
