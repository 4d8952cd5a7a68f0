/** jsdom lacks TextEncoder/TextDecoder, which some libraries read at import time. Import first in tests. */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
