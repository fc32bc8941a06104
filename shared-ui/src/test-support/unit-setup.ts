// Set-up of every unit test file (jest.config.js setupFilesAfterEnv): Testing Library's findBy… and waitFor give up
// after 15 s instead of 1 s. A popup rendered in jsdom can take seconds on a busy 2-core CI machine, where a 1 s wait
// failed tests that were right; a wait still ends as soon as what it waits for is there.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
