/**
 * Avatar thumbnails (SPEC §5 "Photo upload": png, jpeg or jpg only). The type is read from the bytes
 * (magic numbers, @quiz/domain `sniffImageType`), never from the name or the declared content type; the
 * pixel size is read from the header (image-size) and checked against AVATAR_MAX_PIXELS before any
 * decoding, so a small file claiming a huge picture (a decompression bomb) is refused at once; the
 * decoding, crop and resize run in a worker thread (./avatar-worker.ts, one thread through piscina,
 * a bounded queue), so a picture that takes seconds to decode never stalls other requests.
 *
 * Library: jimp (pure JavaScript, no native binary to download: sharp's prebuilt libvips is not
 * reliably installable on these machines). The bytes are decoded with the format's own decoder (the
 * type is known): `Jimp.read` guesses it through a dynamic import that jest's VM cannot run.
 */
import path from 'node:path';
import { AVATAR_MAX_PIXELS, sniffImageType } from '@quiz/domain';
import { imageSize } from 'image-size';
import { Piscina } from 'piscina';
import type { AvatarJob } from './avatar-worker';

export type AvatarProblem = 'type' | 'broken' | 'pixels' | 'busy';

export class AvatarError extends Error {
  constructor(readonly problem: AvatarProblem) {
    super(`avatar: ${problem}`);
    this.name = 'AvatarError';
  }
}

/** Width and height from the picture's header; null when the header is unreadable. */
function imageDimensions(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** Uploads waiting for the decoding thread beyond this many are refused (429) rather than queued. */
const AVATAR_QUEUE_MAX = 8;

export interface AvatarThumbnailer {
  /** The JPEG thumbnail of an uploaded png/jpeg; AvatarError('type' | 'pixels' | 'broken' | 'busy') otherwise. */
  thumbnail(bytes: Buffer): Promise<Buffer>;
  /** stops the worker thread (the app's onClose) */
  close(): Promise<void>;
}

export function createAvatarThumbnailer(): AvatarThumbnailer {
  let pool: Piscina | undefined;
  const poolOf = (): Piscina => {
    pool ??= new Piscina({
      filename: path.join(__dirname, 'avatar-worker.ts'),
      // the worker is TypeScript, like the server (which runs under tsx)
      execArgv: ['--import', require.resolve('tsx')],
      maxThreads: 1,
      minThreads: 0,
      idleTimeout: 60_000,
      maxQueue: AVATAR_QUEUE_MAX,
    });
    return pool;
  };
  return {
    async thumbnail(bytes) {
      const type = sniffImageType(bytes);
      if (!type) throw new AvatarError('type');
      const size = imageDimensions(bytes);
      if (!size) throw new AvatarError('broken');
      if (size.width * size.height > AVATAR_MAX_PIXELS) throw new AvatarError('pixels');
      const job: AvatarJob = { bytes, type };
      let result: Uint8Array | null;
      try {
        result = (await poolOf().run(job)) as Uint8Array | null;
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new AvatarError('busy');
        throw error;
      }
      if (!result) throw new AvatarError('broken');
      return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
