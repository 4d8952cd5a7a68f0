import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// On a busy machine (several builds and test runs on 2 cores) lazy chunks (modals, Radix) and userEvent
// journeys are slow: findBy…/waitFor wait up to 5 s (1 s by default) and a test up to 30 s (5 s).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
