import { restoreNetwork } from '@quiz/api/testing';

// Every test starts on the real adapter: a fake network installed by one test never leaks into the next.
afterEach(restoreNetwork);
