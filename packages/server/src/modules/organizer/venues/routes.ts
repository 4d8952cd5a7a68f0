/**
 * Theme and venue handlers: HTTP → ../themes/service.ts and ./service.ts. The route guard
 * (../guard.ts) has answered an unknown theme or venue (404) and one of another city (403).
 */
import type { OrganizerHandlers } from '../handlers';
import { UPLOADS, uploadedPictures } from '../photos/upload';
import { createTheme, setThemePicture, themeView, updateTheme } from '../themes/service';
import { createPlace, listPlaces, loadPlace, updatePlace } from './service';

type Names =
  | 'organizerCreateTheme'
  | 'organizerUpdateTheme'
  | 'organizerThemePicture'
  | 'organizerPlaces'
  | 'organizerCreatePlace'
  | 'organizerUpdatePlace';

export const venueHandlers: Pick<OrganizerHandlers, Names> = {
  organizerCreateTheme: async ({ body, user, db }) =>
    themeView(db, await createTheme(db, user.id, body), user),

  organizerUpdateTheme: async ({ params, body, user, db }) => {
    await updateTheme(db, user.id, params.id, body);
    return themeView(db, params.id, user);
  },

  organizerThemePicture: async ({ params, user, db, request }) => {
    const [picture] = await uploadedPictures(request, UPLOADS.organizerThemePicture);
    if (picture) await setThemePicture(db, user.id, params.id, picture);
    return themeView(db, params.id, user);
  },

  organizerPlaces: async ({ query, user, db }) => listPlaces(db, user.id, query.city),

  organizerCreatePlace: async ({ body, user, db }) => loadPlace(db, await createPlace(db, user.id, body)),

  organizerUpdatePlace: async ({ params, body, user, db }) => {
    await updatePlace(db, user.id, params.id, body);
    return loadPlace(db, params.id);
  },
};
