import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor wait up to 5 s (default 1 s): lazy chunks (dialogs, tabs) load slowly when several
// sessions share a 2-core machine. A passing test is not slowed; a failing one fails a bit later.
configure({ asyncUtilTimeout: 5000 });
