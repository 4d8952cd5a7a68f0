/**
 * Themes from the console: a new one with its picture in one request (nothing is kept when the picture
 * is refused), the edit of one (its picture first, so a refused picture changes nothing), archive,
 * restore and merge. A create sends its form's request key: a retry answers the theme it made.
 */
import { apiErrorData, apiErrorStatus } from '@quiz/api';
import type { OrganizerTheme } from '@quiz/contract';
import { callOrganizer } from './client';

export interface ThemeInputValues {
  title: string;
  description: string;
}

export function createTheme(
  values: ThemeInputValues,
  picture: File | null,
  requestKey: string,
): Promise<OrganizerTheme> {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('request_key', requestKey);
  if (picture) form.append('picture', picture, picture.name);
  return callOrganizer('organizerCreateThemeWithPicture', { body: form });
}

/** Saves a theme's picture (when a new one was chosen), then its texts; answers the theme as stored. */
export async function updateTheme(
  id: number,
  values: ThemeInputValues,
  picture: File | null,
): Promise<OrganizerTheme> {
  if (picture) {
    const form = new FormData();
    form.append('picture', picture, picture.name);
    await callOrganizer('organizerThemePicture', { params: { id }, body: form });
  }
  return callOrganizer('organizerUpdateTheme', { params: { id }, body: values });
}

export const archiveTheme = (id: number): Promise<OrganizerTheme> =>
  callOrganizer('organizerArchiveTheme', { params: { id } });

export const restoreTheme = (id: number): Promise<OrganizerTheme> =>
  callOrganizer('organizerRestoreTheme', { params: { id } });

/** Moves the duplicate's games and votes to `into` and archives it; answers the theme kept. */
export const mergeTheme = (duplicate: number, into: number): Promise<OrganizerTheme> =>
  callOrganizer('organizerMergeTheme', { params: { id: duplicate }, body: { into } });

/** The theme a 409 of a create names (an active theme with that title), else null. */
export function existingTheme(error: unknown): OrganizerTheme | null {
  if (apiErrorStatus(error) !== 409) return null;
  const theme = (apiErrorData(error) as { theme?: OrganizerTheme } | undefined)?.theme;
  return theme ?? null;
}
