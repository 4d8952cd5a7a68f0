/**
 * The limits of what an organizer types in the console: the schedule form's fields, themes and venues.
 * The contract's schemas, the server and the console's forms read them from here (no number twice).
 */

export const EVENT_LIMITS = {
  /** the game's title suffix shown after the theme («Гарри Поттер. Часть 2») */
  postfixMax: 120,
  /** the description shown on the game page (plain text, paragraphs by blank lines) */
  descriptionMax: 5000,
  regUrlMax: 500,
  unitedTagMax: 60,
  costMax: 1_000_000,
  maxTeamsMin: 1,
  maxTeamsMax: 500,
  teamSizeMin: 1,
  teamSizeMax: 30,
  /** the organizer's reason told with a cancellation, a move or a restoration (it is in a text message) */
  noticeReasonMax: 200,
  /** the longest date text read (an ISO instant with an offset is 29 characters) */
  dateTextMax: 40,
} as const;

export const THEME_LIMITS = { titleMax: 120, descriptionMax: 5000 } as const;

export const PLACE_LIMITS = {
  titleMax: 120,
  addressMax: 300,
  preorderUrlMax: 500,
  capacityMax: 500,
  seatsMax: 100,
  seatTitleMax: 60,
  seatCapacityMin: 1,
  seatCapacityMax: 50,
  /** a venue's coordinates: latitude −90…90, longitude −180…180 */
  latitudeMax: 90,
  longitudeMax: 180,
} as const;
