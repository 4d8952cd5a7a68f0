/**
 * The picture pipeline of uploaded photos and theme pictures: the type is read from the bytes (never
 * the name or the declared type), the pixel count is checked before decoding, EXIF rotation is applied
 * and every metadata block (EXIF with the location, XMP, ICC comments) is dropped, and each picture is
 * stored as two JPEGs: a full-screen one and a thumbnail, neither larger than the original.
 *
 * Library: sharp (libvips). Its prebuilt binary comes from the npm registry as a regular dependency
 * (`@img/sharp-linux-x64`), and it decodes and resizes on libuv's thread pool, so a 20 MB phone photo
 * never blocks the event loop (the avatar path's jimp does, on a 160 px thumbnail). HEIC: libvips reads
 * HEIF containers but the prebuilt build has no HEVC decoder, so a HEIC photo is refused with a
 * Russian message that says how to send JPEG instead.
 *
 * An upload arrives as a file (the organizer's uploads stream to temporary files): libvips reads it
 * from there, so a 20 MB photo is never a 20 MB buffer of the JavaScript heap.
 */
import { open } from 'node:fs/promises';
import { PHOTO_MAX_MEGAPIXELS, PHOTO_TEXTS } from '@quiz/domain';
import sharp, { type Metadata } from 'sharp';

// libvips keeps up to 20 files open for its operation cache by default: a deleted temporary upload
// would hold its disk space until evicted
sharp.cache({ files: 0 });

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

export class PictureError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'PictureError';
  }
}

export const HEIC_TEXT =
  'Фото в формате HEIC пока не читаем: в настройках камеры выберите «Наиболее совместимый» формат или отправьте JPEG.';

/** JPEG, PNG, WebP or HEIC/HEIF by the file's first bytes; null for anything else. */
export function sniffPicture(bytes: Uint8Array): PictureType | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|mif1|msf1)$/.test(ascii(8, 12)))
    return 'image/heic';
  return null;
}

export interface StoredPicture {
  full: Buffer;
  thumb: Buffer;
  /** of the full-screen JPEG */
  width: number;
  height: number;
}

const MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;

/** The first bytes of a picture (its type's magic number). */
async function headOf(input: string | Buffer): Promise<Uint8Array> {
  if (typeof input !== 'string') return input.subarray(0, 16);
  const file = await open(input, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function resized(input: string | Buffer, side: number, quality: number) {
  return sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
}

/**
 * The full-screen and thumbnail JPEGs of an uploaded picture (a file's path, or its bytes);
 * PictureError with the Russian reason for anything that is not a readable JPEG / PNG / WebP within
 * the pixel limit.
 */
export async function storedPicture(
  input: string | Buffer,
  fullSide: number,
  thumbSide: number,
): Promise<StoredPicture> {
  const type = sniffPicture(await headOf(input));
  if (!type) throw new PictureError(PHOTO_TEXTS.notImage);
  if (type === 'image/heic') throw new PictureError(HEIC_TEXT);
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new PictureError(PHOTO_TEXTS.broken);
  }
  if (!meta.width || !meta.height) throw new PictureError(PHOTO_TEXTS.broken);
  if (meta.width * meta.height > MAX_PIXELS) throw new PictureError(PHOTO_TEXTS.tooManyPixels);
  try {
    const [full, thumb] = await Promise.all([resized(input, fullSide, 82), resized(input, thumbSide, 75)]);
    return { full: full.data, thumb: thumb.data, width: full.info.width, height: full.info.height };
  } catch {
    throw new PictureError(PHOTO_TEXTS.broken);
  }
}
