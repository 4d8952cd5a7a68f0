import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy chunks (modals, forms) load through real dynamic imports: on a loaded machine the first one of a
// file takes longer than the 1 s default of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });
// userEvent journeys over several renders take longer than jest's 5 s default on a loaded machine.
jest.setTimeout(30_000);
