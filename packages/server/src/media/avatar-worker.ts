/**
 * Runs in a worker thread (media/avatar.ts starts it with piscina): decodes an uploaded png/jpeg whose
 * header was already checked against the pixel budget, crops it to a centred square, resizes it to
 * AVATAR_THUMB_SIZE and encodes it as JPEG (transparent PNG areas become white). Decoding a large
 * picture takes seconds of CPU: here it never blocks the server's event loop.
 * Answers `null` for bytes the decoder refuses (errors do not keep their class across threads).
 */
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import { AVATAR_MAX_PIXELS, AVATAR_THUMB_SIZE } from '@quiz/domain';
import { Jimp } from 'jimp';

export interface AvatarJob {
  readonly bytes: Uint8Array;
  readonly type: 'image/png' | 'image/jpeg';
}

export default async function avatarThumbnailJob({ bytes, type }: AvatarJob): Promise<Uint8Array | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let image: ReturnType<typeof Jimp.fromBitmap>;
  try {
    const bitmap =
      type === 'image/png'
        ? png().decode(buffer)
        : jpeg().decode(buffer, { maxResolutionInMP: AVATAR_MAX_PIXELS / 1e6, maxMemoryUsageInMB: 256 });
    if (bitmap.width * bitmap.height > AVATAR_MAX_PIXELS) return null;
    image = Jimp.fromBitmap({ data: bitmap.data, width: bitmap.width, height: bitmap.height });
  } catch {
    return null;
  }
  image.cover({ w: AVATAR_THUMB_SIZE, h: AVATAR_THUMB_SIZE });
  const canvas = new Jimp({ width: AVATAR_THUMB_SIZE, height: AVATAR_THUMB_SIZE, color: 0xffffffff });
  canvas.composite(image, 0, 0);
  return new Uint8Array(await canvas.getBuffer('image/jpeg', { quality: 85 }));
}
