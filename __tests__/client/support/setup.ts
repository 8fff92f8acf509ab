/** Client test project, after the framework is installed (jest `setupFilesAfterEnv`). */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadDateFormats } from '@/lib/react/useDateFormats';
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

// The date library is here from the start, as on a page after the first one (a browser loads it
// after the first render, lib/react/useDateFormats.ts; e2e/js-budget checks that path).
beforeAll(() => loadDateFormats());
