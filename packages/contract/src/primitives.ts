/** Small building blocks shared by the entity schemas. */
import { z } from 'zod';

export const Id = z.number().int().positive();
/** ISO 8601 timestamp in UTC, e.g. `2026-05-01T16:00:00.000Z`. */
export const IsoDateTime = z.string().min(10);
export const Url = z.string();

/** Channels a login code can be delivered by (SPEC §9). */
export const SendBy = z.enum(['whatsapp', 'sms_aero', 'flash_call', 'other']);
export type SendBy = z.infer<typeof SendBy>;

export const Difficulty = z.enum(['easy', 'norm', 'other']);
export type Difficulty = z.infer<typeof Difficulty>;

/** Event workflow. Registration is open only in `published` and `sitting` (SPEC §4). */
export const WorkflowState = z.enum([
  'draft',
  'development',
  'published',
  'sitting',
  'finished',
  'cancelled',
]);
export type WorkflowState = z.infer<typeof WorkflowState>;

export const Coordinates = z.object({ lat: z.number(), lon: z.number() });
export type Coordinates = z.infer<typeof Coordinates>;

export const Currency = z.object({ code: z.string().length(3), symbol: z.string().min(1) });
export type Currency = z.infer<typeof Currency>;

/** Days and hours of the availability grid (SPEC §9). */
export const DayCode = z.enum(['mn', 'tu', 'we', 'th', 'fr', 'sa', 'su']);
export type DayCode = z.infer<typeof DayCode>;
export const COMFORTABLE_HOURS = [18, 19, 20, 21] as const;
