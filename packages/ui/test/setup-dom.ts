import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 (the route catalogue's matching) needs at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Lazy chunks (modals, forms) load through real dynamic imports: on a loaded machine the first one of a
// file takes longer than the 1 s default of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });
// userEvent journeys over several renders take longer than jest's 5 s default on a loaded machine.
jest.setTimeout(30_000);
