/**
 * Organizer console, themes and venues (mf-events, from the schedule form):
 * - `POST organizer/themes/` {@link ThemeBody} → 201 Theme; `PATCH organizer/themes/{id}/` (any field);
 *   `PUT organizer/themes/{id}/picture/` multipart, one file `picture` (the photo rules of
 *   `@quiz/domain`: type read from the bytes, size limits, EXIF rotation applied) → Theme with its new
 *   `picture` / `picture_thumb`. Any organizer may add a theme; only the organizers of the cities
 *   showing it (its games and votes; an unused one: its creator's cities) may change it, else 403.
 * - `GET organizer/places/?city=` → the venues of the caller's cities, with their tables;
 *   `POST organizer/places/` {@link PlaceBody} → 201; `PATCH organizer/places/{id}/` (any field). `seats`,
 *   when given, is the venue's whole list of tables: a row with `id` keeps that table (and the teams
 *   seated at it), a row without one adds a table, a table left out is removed.
 */
import { ORGANIZER_TEXT_FIELDS, ORGANIZER_TEXTS, PLACE_LIMITS } from '@quiz/domain';
import { z } from 'zod';
import { Place, Seat, Theme } from '../../entities';
import { IdText, IdValue, nonEmptyPatch } from '../../primitives';
import { Link, OrganizerText, TeamLimit, TeamSize } from './events';

export const OrganizerThemeParams = z.object({ id: IdText });

export const ThemeBody = z
  .object({
    title: OrganizerText(ORGANIZER_TEXT_FIELDS.themeTitle),
    description: OrganizerText(ORGANIZER_TEXT_FIELDS.themeDescription).default(''),
  })
  .strict();
export type ThemeBody = z.infer<typeof ThemeBody>;
export type ThemeInput = z.input<typeof ThemeBody>;

export const ThemeUpdateBody = nonEmptyPatch(
  z
    .object({
      title: OrganizerText(ORGANIZER_TEXT_FIELDS.themeTitle),
      description: OrganizerText(ORGANIZER_TEXT_FIELDS.themeDescription),
    })
    .partial()
    .strict(),
);
export type ThemeUpdateBody = z.infer<typeof ThemeUpdateBody>;

export const OrganizerThemeResponse = Theme;

export const OrganizerPlaceParams = z.object({ id: IdText });

const Latitude = z
  .number({ error: ORGANIZER_TEXTS.badCoordinates })
  .min(-90, ORGANIZER_TEXTS.badCoordinates)
  .max(90, ORGANIZER_TEXTS.badCoordinates);
const Longitude = z
  .number({ error: ORGANIZER_TEXTS.badCoordinates })
  .min(-180, ORGANIZER_TEXTS.badCoordinates)
  .max(180, ORGANIZER_TEXTS.badCoordinates);
const SeatCapacity = z
  .number({ error: ORGANIZER_TEXTS.seatCapacity })
  .int(ORGANIZER_TEXTS.seatCapacity)
  .min(1, ORGANIZER_TEXTS.seatCapacity)
  .max(PLACE_LIMITS.seatCapacityMax, ORGANIZER_TEXTS.seatCapacity);

/** A table of the venue: `capacity` seats, `max_capacity` with extra chairs (≥ capacity). */
export const SeatInput = z
  .object({
    id: IdValue().optional(),
    title: OrganizerText(ORGANIZER_TEXT_FIELDS.seatTitle),
    capacity: SeatCapacity,
    max_capacity: SeatCapacity,
  })
  .strict()
  .refine((seat) => seat.max_capacity >= seat.capacity, {
    message: 'Мест с приставными стульями не может быть меньше обычных.',
    path: ['max_capacity'],
  });
export type SeatInput = z.infer<typeof SeatInput>;

const PlaceFields = z.object({
  city: IdValue(ORGANIZER_TEXTS.cityNotFound),
  title: OrganizerText(ORGANIZER_TEXT_FIELDS.placeTitle),
  address: OrganizerText(ORGANIZER_TEXT_FIELDS.placeAddress),
  coordinates: z.object({ lat: Latitude, lon: Longitude }).strict(),
  /** teams the venue takes on one game (null: as many as its tables) */
  max_teams: TeamLimit.nullable(),
  max_players_in_team: TeamSize.nullable(),
  preorder_url: Link(ORGANIZER_TEXT_FIELDS.preorderUrl).nullable(),
  seats: z.array(SeatInput).max(PLACE_LIMITS.seatsMax, ORGANIZER_TEXTS.tooManySeats),
});

export const PlaceBody = PlaceFields.partial()
  .required({ city: true, title: true, address: true, coordinates: true })
  .strict();
export type PlaceBody = z.infer<typeof PlaceBody>;
export type PlaceInput = z.input<typeof PlaceBody>;

export const PlaceUpdateBody = nonEmptyPatch(PlaceFields.partial().strict());
export type PlaceUpdateBody = z.infer<typeof PlaceUpdateBody>;

/** A venue as the console edits it: the public Place with its team capacity and all its tables. */
export const OrganizerPlace = Place.extend({
  max_teams: z.number().int().nullable(),
  seats: z.array(Seat),
});
export type OrganizerPlace = z.infer<typeof OrganizerPlace>;

export const OrganizerPlacesQuery = z.object({ city: IdText.optional() });
export const OrganizerPlacesResponse = z.array(OrganizerPlace);
export type OrganizerPlacesResponse = z.infer<typeof OrganizerPlacesResponse>;
