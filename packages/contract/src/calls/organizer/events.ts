/**
 * Organizer console, scheduling (mf-events `/organizer`, `/organizer/event/new`, `/organizer/event/{id}`):
 * the organizer's games, one game's form values, create / edit / publish / postpone / cancel, and the
 * game's «История изменений».
 *
 * - `GET organizer/events/?city=` → {@link OrganizerEventsResponse}: the cities the caller organizes and
 *   their games, upcoming (soonest first) and past (latest first, at most 100), with registration counts.
 * - `POST organizer/events/` {@link EventCreateBody} → 201 {@link OrganizerEvent}: a draft, or published
 *   at once with `publish: true`. The city is the venue's.
 * - `PATCH organizer/events/{id}/` {@link EventUpdateBody}: `action` `save` (the fields given),
 *   `publish` (draft → published: on the city's home at once), `unpublish` (back to draft; refused once
 *   teams registered), `postpone` (`date` required: the game keeps its registrations, everyone on it
 *   is told and the reminders move), `cancel` (everyone told, reminders dropped, registrations kept;
 *   refused for a draft), `restore` (a cancelled game back to the state it was cancelled from while its
 *   date is ahead; everyone told). «Everyone»: every player of every lineup, reserve included, and
 *   every guest of a lineup's preorder with a phone. `reason` (optional, ORGANIZER_TEXT_FIELDS.noticeReason)
 *   is written into their texts. Changing the date of a published game with `save` is a postponement too.
 *   Each date change, cancellation and restoration raises the game's calendar SEQUENCE.
 * - Dates are instants (ISO 8601 with `Z` or an offset); the form turns the venue city's wall-clock
 *   time into one with `cityTimeToIso` of `@quiz/domain`.
 */
import {
  EVENT_ACTIONS,
  EVENT_LIMITS,
  eventDateError,
  linkError,
  ORGANIZER_TEXT_FIELDS,
  ORGANIZER_TEXTS,
  type OrganizerTextField,
  organizerTextError,
  priceError,
  SCORE_TEXTS,
  teamLimitError,
  teamSizeError,
  toursError,
  typedText,
} from '@quiz/domain';
import { z } from 'zod';
import { City } from '../../entities';
import {
  Currency,
  Difficulty,
  EMPTY_PATCH_TEXT,
  Id,
  IdText,
  IdValue,
  IsoDateTime,
  WorkflowState,
} from '../../primitives';

export const OrganizerEventParams = z.object({ id: IdText });
export type OrganizerEventParams = z.infer<typeof OrganizerEventParams>;

const fromRule = (rule: (value: unknown) => string | undefined) => (value: unknown, ctx: z.RefinementCtx) => {
  const error = rule(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
};

/**
 * A free-text field of the forms (ORGANIZER_TEXT_FIELDS of @quiz/domain): trimmed, NFC, line breaks
 * as `\n`; refused when required and blank, longer than its limit (a 1 MB title) or holding an
 * invisible or control character (NUL, a zero-width space, a bidi override…), with the field's name.
 */
export const OrganizerText = (field: OrganizerTextField) =>
  z
    .string({ error: ORGANIZER_TEXTS.required })
    .transform((value) => typedText(value, field))
    .superRefine(fromRule((value) => organizerTextError(value as string, field)));

/** An instant in the future (checked when the request arrives). */
export const FutureDateTime = z
  .string({ error: ORGANIZER_TEXTS.badDate })
  .max(EVENT_LIMITS.dateTextMax, ORGANIZER_TEXTS.badDate)
  .superRefine((value, ctx) => {
    const strict = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
    const error = strict ? eventDateError(value) : ORGANIZER_TEXTS.badDate;
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform((value) => new Date(value).toISOString());

/** An instant, past or future (the registration opening). */
export const DateTimeValue = z
  .string({ error: ORGANIZER_TEXTS.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, ORGANIZER_TEXTS.badDate)
  .refine((value) => Number.isFinite(new Date(value).getTime()), ORGANIZER_TEXTS.badDate)
  .transform((value) => new Date(value).toISOString());

export const Price = z.number({ error: ORGANIZER_TEXTS.required }).superRefine(fromRule(priceError));
export const TeamSize = z.number({ error: ORGANIZER_TEXTS.teamSize }).superRefine(fromRule(teamSizeError));
/** The limit's range; "not below the registered teams" is checked by the server against the game. */
export const TeamLimit = z
  .number({ error: ORGANIZER_TEXTS.teamLimit })
  .superRefine(fromRule((v) => teamLimitError(v)));
/** Tours of the game's scoring table: a whole number from 1 to 20. */
export const Tours = z.number({ error: SCORE_TEXTS.tours }).superRefine(fromRule(toursError));
/** A link field (`https://…` or `http://…`). */
export const Link = (field: OrganizerTextField) =>
  OrganizerText(field).superRefine(fromRule((v) => linkError(v as string)));

/** The fields of the schedule form (all but the date may be left out on create). */
const EventFields = z.object({
  theme: IdValue(ORGANIZER_TEXTS.themeNotFound),
  place: IdValue(ORGANIZER_TEXTS.placeNotFound),
  date: FutureDateTime,
  postfix: OrganizerText(ORGANIZER_TEXT_FIELDS.postfix),
  description: OrganizerText(ORGANIZER_TEXT_FIELDS.description),
  cost: Price,
  difficulty: Difficulty,
  /** the game's team limit; null: the venue's team capacity */
  max_teams: TeamLimit.nullable(),
  /** players (with guests) per team; null: the venue's, else 10 */
  max_players_in_team: TeamSize.nullable(),
  /** when registration opens; null: as soon as the game is published */
  registration_opens_at: DateTimeValue.nullable(),
  is_preorder_opened: z.boolean(),
  /** games sharing a tag are one united game in several venues; null: not united */
  united_tag: OrganizerText(ORGANIZER_TEXT_FIELDS.unitedTag).nullable(),
  /** an external registration link; null: registration on this site */
  reg_url: Link(ORGANIZER_TEXT_FIELDS.regUrl).nullable(),
  /** tours of the scoring table; null: the game package's, else 6 (`DEFAULT_TOURS`) */
  tours: Tours.nullable(),
});

export const EventCreateBody = EventFields.partial()
  .required({ theme: true, place: true, date: true, cost: true })
  .extend({ publish: z.boolean().optional() })
  .strict();
export type EventCreateBody = z.infer<typeof EventCreateBody>;
export type EventCreateInput = z.input<typeof EventCreateBody>;

export const EventAction = z.enum(EVENT_ACTIONS);
export type EventAction = z.infer<typeof EventAction>;

/** The moves whose notices may carry the organizer's reason (a save that moves the date is a postponement). */
const TOLD_ACTIONS: ReadonlySet<EventAction> = new Set(['save', 'postpone', 'cancel', 'restore']);

export const EventUpdateBody = EventFields.partial()
  .extend({
    action: EventAction.default('save'),
    /** why the game is cancelled, moved or back on: written into every participant's text */
    reason: OrganizerText(ORGANIZER_TEXT_FIELDS.noticeReason).optional(),
  })
  .strict()
  .refine((body) => body.reason === undefined || TOLD_ACTIONS.has(body.action), {
    message: ORGANIZER_TEXTS.reasonWithoutNotice,
    path: ['reason'],
  })
  // a plain save must change something: an empty body is a client's mistake, not a silent no-op
  .refine(
    (body) =>
      body.action !== 'save' ||
      Object.entries(body).some(
        ([key, value]) => key !== 'action' && key !== 'reason' && value !== undefined,
      ),
    EMPTY_PATCH_TEXT,
  )
  .refine((body) => body.action !== 'postpone' || body.date !== undefined, {
    message: ORGANIZER_TEXTS.newDateRequired,
    path: ['date'],
  });
export type EventUpdateBody = z.infer<typeof EventUpdateBody>;
export type EventUpdateInput = z.input<typeof EventUpdateBody>;

/** One game as the console edits it: the form's values plus what the console shows around them. */
export const OrganizerEvent = z.object({
  id: Id,
  city: Id,
  timezone: z.string(),
  currency: Currency,
  theme: Id,
  theme_title: z.string(),
  place: Id,
  place_title: z.string(),
  /** the venue's team capacity (null: no limit) and players per team, the defaults of the two limits */
  place_max_teams: z.number().int().nullable(),
  place_max_players_in_team: z.number().int().nullable(),
  date: IsoDateTime,
  postfix: z.string(),
  description: z.string(),
  cost: z.number().int().nonnegative(),
  difficulty: Difficulty,
  max_teams: z.number().int().nullable(),
  max_players_in_team: z.number().int().nullable(),
  registration_opens_at: IsoDateTime.nullable(),
  is_preorder_opened: z.boolean(),
  united_tag: z.string().nullable(),
  reg_url: z.string().nullable(),
  workflow_state: WorkflowState,
  /** lineups registered (reserve not counted) and in the reserve list */
  teams_registered: z.number().int().nonnegative(),
  teams_reserve: z.number().int().nonnegative(),
  /** tours of the scoring table (the game's own, else the game package's, else the default) */
  tours: z.number().int().positive(),
  results_published_at: IsoDateTime.nullable(),
  album: Id.nullable(),
});
export type OrganizerEvent = z.infer<typeof OrganizerEvent>;

/** A line of the organizer's games list. */
export const OrganizerEventRow = OrganizerEvent.pick({
  id: true,
  city: true,
  timezone: true,
  theme_title: true,
  place_title: true,
  date: true,
  postfix: true,
  workflow_state: true,
  max_teams: true,
  teams_registered: true,
  teams_reserve: true,
  results_published_at: true,
}).extend({
  players_registered: z.number().int().nonnegative(),
  /** the limit in force: the game's, else the venue's (null: none) */
  team_limit: z.number().int().nullable(),
});
export type OrganizerEventRow = z.infer<typeof OrganizerEventRow>;

export const OrganizerEventsQuery = z.object({ city: IdText.optional() });
export type OrganizerEventsQuery = z.infer<typeof OrganizerEventsQuery>;

export const OrganizerEventsResponse = z.object({
  /** the cities the caller organizes */
  cities: z.array(City),
  upcoming: z.array(OrganizerEventRow),
  past: z.array(OrganizerEventRow),
});
export type OrganizerEventsResponse = z.infer<typeof OrganizerEventsResponse>;

// ---------------------------------------------------------------- «История изменений»

/** A value before or after a change (a field's JSON value). */
export const AuditValue = z.json();

export const AuditChange = z.object({ field: z.string(), before: AuditValue, after: AuditValue });
export type AuditChange = z.infer<typeof AuditChange>;

export const AuditEntry = z.object({
  id: Id,
  at: IsoDateTime,
  by: z.object({ id: Id, name: z.string() }),
  /** machine name: event.create, event.update, event.publish, event.postpone, event.cancel, check_in,
   * score.save, results.publish, photo.upload, photo.order, photo.delete, theme.*, place.* */
  action: z.string(),
  /** a Russian sentence for the history list */
  summary: z.string(),
  changes: z.array(AuditChange),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const EventHistoryResponse = z.array(AuditEntry);
export type EventHistoryResponse = z.infer<typeof EventHistoryResponse>;
