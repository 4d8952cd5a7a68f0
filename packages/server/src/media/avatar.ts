/**
 * Avatar thumbnails (SPEC §5 "Photo upload": png, jpeg or jpg only). The type is read from the bytes
 * (magic numbers, @quiz/domain `sniffImageType`), never from the name or the declared content type; the
 * pixel size is read from the header (image-size) and checked against AVATAR_MAX_PIXELS before any
 * decoding, so a small file claiming a huge picture (a decompression bomb) is refused at once; the
 * decoding, crop and resize run in a worker thread (./avatar-worker.ts, one thread through piscina,
 * a bounded queue: a full one is AvatarError('busy') with the seconds until it has room), so a picture
 * that takes seconds to decode never stalls other requests.
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
  constructor(
    readonly problem: AvatarProblem,
    /** 'busy': when the queue will have room again, in whole seconds */
    readonly retryAfter?: number,
  ) {
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
/** a decode's time before any was measured: the largest picture within the budget takes about this */
const FIRST_DECODE_MS = 2000;

/**
 * When a refused upload may come back: the decodes in flight (the one running and those waiting) times
 * the recent time of one, in whole seconds from 1 to 60.
 */
export function busyRetryAfter(inFlight: number, decodeMs: number): number {
  return Math.min(60, Math.max(1, Math.ceil((inFlight * decodeMs) / 1000)));
}

export interface AvatarThumbnailer {
  /** The JPEG thumbnail of an uploaded png/jpeg; AvatarError('type' | 'pixels' | 'broken' | 'busy') otherwise. */
  thumbnail(bytes: Buffer): Promise<Buffer>;
  /** stops the worker thread (the app's onClose) */
  close(): Promise<void>;
}

/** Running from the compiled bundle (dist/server.js), not from the TypeScript sources under tsx. */
const COMPILED = __filename.endsWith('.js');

export function createAvatarThumbnailer(): AvatarThumbnailer {
  let pool: Piscina | undefined;
  let inFlight = 0;
  // a moving average of the decodes' durations (ms), for the busy answer's retry_after
  let decodeMs = FIRST_DECODE_MS;
  const poolOf = (): Piscina => {
    pool ??= new Piscina({
      // under tsx the worker is TypeScript; in the compiled server (`pnpm images`) it is the bundle next to it
      filename: path.join(__dirname, COMPILED ? 'avatar-worker.js' : 'avatar-worker.ts'),
      execArgv: COMPILED ? [] : ['--import', require.resolve('tsx')],
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
      const started = performance.now();
      inFlight += 1;
      try {
        result = (await poolOf().run(job)) as Uint8Array | null;
        decodeMs = decodeMs * 0.7 + (performance.now() - started) * 0.3;
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw new AvatarError('busy', busyRetryAfter(inFlight - 1, decodeMs));
        throw error;
      } finally {
        inFlight -= 1;
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
