/** Client test project, after the framework is installed (jest `setupFilesAfterEnv`). */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { restoreClock } from './clock';
import { clearTestStores } from './stores';

// `findBy…` and `waitFor` wait up to 5 s (the library's default is 1 s): debounced lookups and
// lazily loaded chunks take longer when two jest workers share two cores with PostgreSQL or a
// build. Only a failing test waits that long. A test that needs something never to happen checks
// it explicitly, never by a timeout.
configure({ asyncUtilTimeout: 5000 });

// No store outlives its test (support/stores.ts).
afterEach(clearTestStores);
afterEach(restoreClock);
