/**
 * Avatar thumbnails (SPEC §5 "Photo upload": png, jpeg or jpg only). The type is read from the bytes
 * (magic numbers, @quiz/domain `sniffImageType`), never from the name or the declared content type; the
 * pixel size is read from the header before decoding (a tiny file claiming 30000×30000 pixels is
 * refused without allocating it); the picture is cropped to a centred square, resized to
 * AVATAR_THUMB_SIZE and stored as JPEG (transparent PNG areas become white).
 *
 * Library: jimp (pure JavaScript, no native binary to download: sharp's prebuilt libvips is not
 * reliably installable on these machines). It is slower than sharp, which is fine for one 160 px
 * thumbnail per upload. The bytes are decoded with the format's own decoder (the type is known):
 * `Jimp.read` guesses it through a dynamic import that jest's VM cannot run.
 */
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import { AVATAR_THUMB_SIZE, sniffImageType } from '@quiz/domain';
import { Jimp } from 'jimp';

/** Largest picture decoded, in pixels (about 160 MB of RGBA while resizing). */
export const AVATAR_MAX_PIXELS = 40_000_000;

export type AvatarProblem = 'type' | 'broken';

export class AvatarError extends Error {
  constructor(readonly problem: AvatarProblem) {
    super(`avatar: ${problem}`);
    this.name = 'AvatarError';
  }
}

/** Width and height from a PNG IHDR or a JPEG SOFn marker; null when the header is unreadable. */
export function imageDimensions(
  bytes: Buffer,
  type: 'image/png' | 'image/jpeg',
): { width: number; height: number } | null {
  if (type === 'image/png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** The JPEG thumbnail of an uploaded png/jpeg; AvatarError('type' | 'broken') otherwise. */
export async function avatarThumbnail(bytes: Buffer): Promise<Buffer> {
  const type = sniffImageType(bytes);
  if (!type) throw new AvatarError('type');
  const size = imageDimensions(bytes, type);
  if (!size || size.width < 1 || size.height < 1 || size.width * size.height > AVATAR_MAX_PIXELS)
    throw new AvatarError('broken');
  let image: ReturnType<typeof Jimp.fromBitmap>;
  try {
    const bitmap =
      type === 'image/png'
        ? png().decode(bytes)
        : jpeg().decode(bytes, { maxResolutionInMP: AVATAR_MAX_PIXELS / 1e6, maxMemoryUsageInMB: 256 });
    image = Jimp.fromBitmap({ data: bitmap.data, width: bitmap.width, height: bitmap.height });
  } catch {
    throw new AvatarError('broken');
  }
  image.cover({ w: AVATAR_THUMB_SIZE, h: AVATAR_THUMB_SIZE });
  const canvas = new Jimp({ width: AVATAR_THUMB_SIZE, height: AVATAR_THUMB_SIZE, color: 0xffffffff });
  canvas.composite(image, 0, 0);
  return canvas.getBuffer('image/jpeg', { quality: 85 });
}
