/**
 * Theme and venue handlers: HTTP → ../themes/service.ts, ../themes/merge.ts, ./service.ts and
 * ./merge.ts. The route guard (../guard.ts) has answered an unknown theme or venue (404) and one of
 * another city (403); a merge checks the item kept itself.
 */
import { ThemeBody } from '@quiz/contract';
import type { OrganizerHandlers } from '../handlers';
import { formFields, UPLOADS, uploadedForm, uploadedPictures } from '../photos/upload';
import { mergeTheme } from '../themes/merge';
import {
  createTheme,
  listThemes,
  setThemeArchived,
  setThemePicture,
  themeView,
  updateTheme,
} from '../themes/service';
import { mergePlace } from './merge';
import { createPlace, listPlaces, loadPlace, setPlaceArchived, updatePlace } from './service';

type Names =
  | 'organizerThemes'
  | 'organizerCreateTheme'
  | 'organizerCreateThemeWithPicture'
  | 'organizerUpdateTheme'
  | 'organizerThemePicture'
  | 'organizerArchiveTheme'
  | 'organizerRestoreTheme'
  | 'organizerMergeTheme'
  | 'organizerPlaces'
  | 'organizerCreatePlace'
  | 'organizerUpdatePlace'
  | 'organizerArchivePlace'
  | 'organizerRestorePlace'
  | 'organizerMergePlace';

export const venueHandlers: Pick<OrganizerHandlers, Names> = {
  organizerThemes: async ({ user, db }) => listThemes(db, user),

  organizerCreateTheme: async ({ body, user, db }) =>
    themeView(db, await createTheme(db, user, { body, picture: null }), user),

  organizerCreateThemeWithPicture: async ({ user, db, request }) => {
    const upload = UPLOADS.organizerCreateThemeWithPicture;
    const { value: body, pictures } = await uploadedForm(request, upload, formFields(ThemeBody));
    const id = await createTheme(db, user, { body, picture: pictures[0] ?? null });
    return themeView(db, id, user);
  },

  organizerUpdateTheme: async ({ params, body, user, db }) => {
    await updateTheme(db, user.id, params.id, body);
    return themeView(db, params.id, user);
  },

  organizerThemePicture: async ({ params, user, db, request }) => {
    const [picture] = await uploadedPictures(request, UPLOADS.organizerThemePicture);
    if (picture) await setThemePicture(db, user.id, params.id, picture);
    return themeView(db, params.id, user);
  },

  organizerArchiveTheme: async ({ params, user, db }) => {
    await setThemeArchived(db, user.id, params.id, true);
    return themeView(db, params.id, user);
  },

  organizerRestoreTheme: async ({ params, user, db }) => {
    await setThemeArchived(db, user.id, params.id, false);
    return themeView(db, params.id, user);
  },

  organizerMergeTheme: async ({ params, body, user, db }) => {
    await mergeTheme(db, user, params.id, body.into);
    return themeView(db, body.into, user);
  },

  organizerPlaces: async ({ query, user, db }) => listPlaces(db, user.id, query.city),

  organizerCreatePlace: async ({ body, user, db }) => loadPlace(db, await createPlace(db, user.id, body)),

  organizerUpdatePlace: async ({ params, body, user, db }) => {
    await updatePlace(db, user.id, params.id, body);
    return loadPlace(db, params.id);
  },

  organizerArchivePlace: async ({ params, user, db }) => {
    await setPlaceArchived(db, user.id, params.id, true);
    return loadPlace(db, params.id);
  },

  organizerRestorePlace: async ({ params, user, db }) => {
    await setPlaceArchived(db, user.id, params.id, false);
    return loadPlace(db, params.id);
  },

  organizerMergePlace: async ({ params, body, user, db }) => {
    await mergePlace(db, user.id, params.id, body.into);
    return loadPlace(db, body.into);
  },
};
