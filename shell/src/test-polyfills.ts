/** jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. Import first in tests. */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
