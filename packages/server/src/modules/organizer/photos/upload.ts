/**
 * Reading the pictures of a multipart request (the multipart parser is registered in the organizer
 * plugin only, with the photo limits of @quiz/domain) and turning each into its stored JPEGs. Every
 * file is checked before anything is written, so one bad file refuses the whole request.
 */
import { ERROR_TEXTS } from '@quiz/contract';
import { PHOTO_FULL_SIDE, PHOTO_TEXTS, PHOTO_THUMB_SIDE } from '@quiz/domain';
import type { FastifyRequest } from 'fastify';
import { fieldErrors, httpError } from '../../../errors';
import { PictureError, type StoredPicture, storedPicture } from '../../../media/images';

const statusOf = (error: unknown): number | undefined => {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' ? code : undefined;
};

/** The bytes of every file part named `field` (400 for another part, 413 for a file over the limit). */
export async function readFiles(request: FastifyRequest, field: string): Promise<Buffer[]> {
  if (!request.isMultipart()) throw httpError(415, 'Фото отправляются как multipart/form-data.');
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== field)
        throw fieldErrors({ [part.fieldname]: ['Неизвестное поле формы.'] });
      const bytes = await part.toBuffer();
      if (bytes.length > 0) files.push(bytes);
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    const status = statusOf(error);
    if (status === 413) throw fieldErrors({ [field]: [PHOTO_TEXTS.tooLarge] });
    if (status !== undefined && status >= 400 && status < 500) {
      const code = (error as { code?: string }).code;
      throw fieldErrors({
        [field]: [code === 'FST_FILES_LIMIT' ? PHOTO_TEXTS.tooMany : ERROR_TEXTS.badRequest],
      });
    }
    throw error;
  }
  if (files.length === 0) throw fieldErrors({ [field]: [PHOTO_TEXTS.none] });
  return files;
}

/** The stored JPEGs of each file, in order; a 400 naming the file for the first unreadable one. */
export async function picturesOf(files: readonly Buffer[], field: string): Promise<StoredPicture[]> {
  const pictures: StoredPicture[] = [];
  for (const [i, bytes] of files.entries()) {
    try {
      pictures.push(await storedPicture(bytes, PHOTO_FULL_SIDE, PHOTO_THUMB_SIDE));
    } catch (error) {
      if (error instanceof PictureError)
        throw fieldErrors({ [field]: [files.length > 1 ? `Файл ${i + 1}: ${error.detail}` : error.detail] });
      throw error;
    }
  }
  return pictures;
}
