/** Photo report handlers: HTTP → ./service.ts; files are read and converted before any write. */
import type { OrganizerHandlers } from '../handlers';
import { addPhotos, deletePhoto, eventPhotos, orderPhotos } from './service';
import { UPLOADS, uploadedPictures } from './upload';

type Names = 'organizerPhotos' | 'organizerUploadPhotos' | 'organizerOrderPhotos' | 'organizerDeletePhoto';

export const photoHandlers: Pick<OrganizerHandlers, Names> = {
  organizerPhotos: async ({ params, db }) => eventPhotos(db, params.id),

  organizerUploadPhotos: async ({ params, user, db, request }) => {
    const pictures = await uploadedPictures(request, UPLOADS.organizerUploadPhotos);
    await addPhotos(db, user.id, params.id, pictures);
    return eventPhotos(db, params.id);
  },

  organizerOrderPhotos: async ({ params, body, user, db }) => {
    await orderPhotos(db, user.id, params.id, body.ids);
    return eventPhotos(db, params.id);
  },

  organizerDeletePhoto: async ({ params, user, db }) => {
    await deletePhoto(db, user.id, params.id, params.photoId);
    return eventPhotos(db, params.id);
  },
};
