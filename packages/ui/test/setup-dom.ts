import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor wait up to 5 s (1 s by default): lazy chunks (modals, Radix) load slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });
