/** A new theme from the schedule form, with its picture when one was chosen. */
import type { Theme } from '@quiz/contract';
import { callOrganizer } from './client';

export async function createTheme(
  values: { title: string; description: string },
  picture: File | null,
): Promise<Theme> {
  const theme = await callOrganizer('organizerCreateTheme', { body: values });
  if (!picture) return theme;
  const form = new FormData();
  form.append('picture', picture, picture.name);
  return callOrganizer('organizerThemePicture', { params: { id: theme.id }, body: form });
}
