/**
 * Receiving the pictures of an organizer upload (multipart; the parser is registered in the organizer
 * plugin only, with the photo limits of @quiz/domain) and turning each into its stored JPEGs.
 *
 * - The declared size is checked before a byte of the body is read (`guardUploads`, an onRequest hook):
 *   over the call's `bodyLimit` of the contract (10 photos of 20 MB and the form's overhead; a theme
 *   picture: one) → 413, no `Content-Length` → 411. Fastify's own body limit does not apply to a body
 *   the multipart parser streams.
 * - Each file streams to a temporary file (a directory of the request under the system's temp dir),
 *   never whole in memory; the first byte over PHOTO_MAX_BYTES stops the request with a 413.
 * - A 413, or another refusal answered before the body was read to its end, closes the connection,
 *   so the rest of the body is not read either.
 * - Every file is checked and converted (sharp reads it from its file) before anything is written, so
 *   one bad file refuses the whole request; the temporary files are removed before the answer.
 * - A form that creates something with its picture (a new theme) also carries its text fields, named in
 *   the upload's `fields` (each at most FORM_FIELD_BYTES); `uploadedForm` checks them first, then the
 *   picture, and only then does the caller write — a bad picture leaves nothing behind.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERROR_TEXTS } from '@quiz/contract';
import { PHOTO_FULL_SIDE, PHOTO_TEXTS, PHOTO_THUMB_SIDE, PHOTOS_PER_UPLOAD } from '@quiz/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, HttpError, httpError } from '../../../errors';
import { PictureError, type StoredPicture, storedPicture } from '../../../media/images';

export interface Upload {
  /** the form's file field */
  readonly field: string;
  /** files one request may carry */
  readonly files: number;
  /** the refusal of more files */
  readonly tooMany: string;
  /** the refusal of a request declaring more than the call's bodyLimit */
  readonly tooLarge: string;
  /** the form's text fields (a create with its picture); none: files only */
  readonly fields?: readonly string[];
  /** the file may be left out (a create without a picture) */
  readonly fileOptional?: boolean;
}

/** the largest text field of a form (a theme's description is at most 5000 characters) */
export const FORM_FIELD_BYTES = 64 * 1024;

/** The organizer calls that take files, by call name. */
export const UPLOADS = {
  organizerUploadPhotos: {
    field: 'photos',
    files: PHOTOS_PER_UPLOAD,
    tooMany: PHOTO_TEXTS.tooMany,
    tooLarge: PHOTO_TEXTS.requestTooLarge,
  },
  organizerThemePicture: {
    field: 'picture',
    files: 1,
    tooMany: PHOTO_TEXTS.onePicture,
    tooLarge: PHOTO_TEXTS.tooLarge,
  },
  organizerCreateThemeWithPicture: {
    field: 'picture',
    files: 1,
    tooMany: PHOTO_TEXTS.onePicture,
    tooLarge: PHOTO_TEXTS.tooLarge,
    fields: ['title', 'description', 'request_key'],
    fileOptional: true,
  },
} as const satisfies Record<string, Upload>;

const uploadOf = (request: FastifyRequest): Upload | undefined => {
  const name = request.routeOptions.config.call?.name;
  return name !== undefined && Object.hasOwn(UPLOADS, name)
    ? UPLOADS[name as keyof typeof UPLOADS]
    : undefined;
};

/**
 * The upload calls' size rules before the body is read (onRequest), and a closed connection after a
 * refused size or a refusal answered before the body was read to its end (onSend).
 */
export function guardUploads(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const upload = uploadOf(request);
    const limit = request.routeOptions.config.call?.bodyLimit;
    if (!upload || limit === undefined) return;
    const declared = request.headers['content-length'];
    if (declared === undefined || !/^\d+$/.test(declared)) {
      return reply.code(411).header('connection', 'close').send({ detail: PHOTO_TEXTS.lengthRequired });
    }
    if (Number(declared) > limit)
      return reply.code(413).header('connection', 'close').send({ detail: upload.tooLarge });
    return undefined;
  });
  app.addHook('onSend', async (request, reply) => {
    if (!uploadOf(request) || reply.statusCode < 400) return;
    // a refused size always; another refusal when the body was not read to its end
    if (reply.statusCode === 413 || !request.raw.readableEnded) reply.header('connection', 'close');
  });
}

/** Streams one file part to `target`: false for an empty part (no file chosen), 413 past PHOTO_MAX_BYTES. */
async function saveFile(file: Readable, target: string): Promise<boolean> {
  const overLimit = new AbortController();
  const onLimit = () => overLimit.abort();
  // busboy says 'limit' at the first byte over the plugin's fileSize: stop there, not at the part's end
  file.once('limit', onLimit);
  try {
    await pipeline(file, createWriteStream(target), { signal: overLimit.signal });
  } catch (error) {
    if (overLimit.signal.aborted) throw httpError(413, PHOTO_TEXTS.tooLarge);
    throw error;
  } finally {
    file.off('limit', onLimit);
  }
  return (await stat(target)).size > 0;
}

const statusOf = (error: unknown): number | undefined => {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' ? code : undefined;
};

/** The answer to a multipart parser's refusal (its errors are all 413: only a file's size is). */
function parserRefusal(error: unknown, upload: Upload): unknown {
  if (error instanceof HttpError || (error instanceof Error && error.name === 'HttpError')) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, PHOTO_TEXTS.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return fieldErrors({ [upload.field]: [upload.tooMany] });
  if (code === 'FST_FIELDS_LIMIT') return httpError(400, PHOTO_TEXTS.unknownField);
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500)
    return fieldErrors({ [upload.field]: [ERROR_TEXTS.badRequest] });
  return error;
}

interface Received {
  /** the saved files, in order */
  files: string[];
  /** the form's text fields */
  fields: Record<string, string>;
}

/**
 * A text part of the form: one of the upload's fields, once. A value cut at FORM_FIELD_BYTES is longer
 * than any field may be, so the body schema refuses it with the field's own words.
 */
function takeField(
  part: { fieldname: string; value: unknown },
  upload: Upload,
  fields: Record<string, string>,
): void {
  const known = upload.fields?.includes(part.fieldname) ?? false;
  if (!known || typeof part.value !== 'string' || Object.hasOwn(fields, part.fieldname))
    throw fieldErrors({ [part.fieldname]: [PHOTO_TEXTS.unknownField] });
  fields[part.fieldname] = part.value;
}

/** The files of the upload's field, each saved in `dir`, in order, and its text fields (400 for another part). */
async function receiveForm(request: FastifyRequest, upload: Upload, dir: string): Promise<Received> {
  if (!request.isMultipart()) throw httpError(415, 'Фото отправляются как multipart/form-data.');
  const files: string[] = [];
  const fields: Record<string, string> = {};
  const textFields = upload.fields?.length ?? 0;
  const limits = {
    files: upload.files,
    parts: upload.files + textFields,
    ...(textFields > 0 ? { fields: textFields, fieldSize: FORM_FIELD_BYTES } : {}),
  };
  let parts = 0;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        takeField(part, upload, fields);
        continue;
      }
      if (part.fieldname !== upload.field)
        throw fieldErrors({ [part.fieldname]: [PHOTO_TEXTS.unknownField] });
      parts += 1;
      const target = path.join(dir, String(parts));
      if (await saveFile(part.file, target)) files.push(target);
    }
  } catch (error) {
    throw parserRefusal(error, upload);
  }
  if (files.length === 0 && !upload.fileOptional) throw fieldErrors({ [upload.field]: [PHOTO_TEXTS.none] });
  return { files, fields };
}

/** The stored JPEGs of each file, in order; a 400 naming the file for the first unreadable one. */
async function picturesOf(files: readonly string[], field: string): Promise<StoredPicture[]> {
  const pictures: StoredPicture[] = [];
  for (const [i, file] of files.entries()) {
    try {
      pictures.push(await storedPicture(file, PHOTO_FULL_SIDE, PHOTO_THUMB_SIDE));
    } catch (error) {
      if (error instanceof PictureError)
        throw fieldErrors({ [field]: [files.length > 1 ? `Файл ${i + 1}: ${error.detail}` : error.detail] });
      throw error;
    }
  }
  return pictures;
}

/** The pictures of an upload request, converted; its temporary files are gone when this settles. */
export async function uploadedPictures(request: FastifyRequest, upload: Upload): Promise<StoredPicture[]> {
  return (await uploadedForm(request, upload, () => undefined)).pictures;
}

/**
 * A form with its text fields and pictures: `check` reads the fields first (its refusal is the answer),
 * then every picture is checked and converted. Nothing is written here: the caller writes the item and
 * its pictures together. The temporary files are gone when this settles.
 */
export async function uploadedForm<T>(
  request: FastifyRequest,
  upload: Upload,
  check: (fields: Readonly<Record<string, string>>) => T,
): Promise<{ value: T; pictures: StoredPicture[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'quiz-upload-'));
  try {
    const { files, fields } = await receiveForm(request, upload, dir);
    const value = check(fields);
    return { value, pictures: await picturesOf(files, upload.field) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A form's text fields read by a body schema: its refusals as the 400 `{field: [messages]}` of any body. */
export function formFields<T>(schema: z.ZodType<T>): (fields: Readonly<Record<string, string>>) => T {
  return (fields) => {
    const parsed = schema.safeParse(fields);
    if (parsed.success) return parsed.data;
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || 'non_field_errors';
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw fieldErrors(errors);
  };
}
