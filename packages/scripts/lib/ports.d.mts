/** A free TCP port on 127.0.0.1: `preferred` when free, else one below 32000, else any. */
export function freePort(preferred?: number): Promise<number>;
/** The first of `count` consecutive free ports. */
export function freePortBlock(count: number): Promise<number>;
/** True when nothing listens on 127.0.0.1:`port`. */
export function isPortFree(port: number): Promise<boolean>;
