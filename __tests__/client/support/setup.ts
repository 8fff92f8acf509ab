/** Client test project, after the framework is installed (jest `setupFilesAfterEnv`). */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { NAMESPACES } from '@/lib/i18n/catalogues';
import { setCurrentI18n } from '@/lib/i18n/current';
import { loadDateFormats } from '@/lib/react/useDateFormats';
import { pageMessages } from '@/server/i18n/catalogues';
import { restoreClock } from './clock';
import { clearTestStores } from './stores';

// `findBy…` and `waitFor` wait up to 5 s (the library's default is 1 s): debounced lookups and
// lazily loaded chunks take longer when two jest workers share two cores with PostgreSQL or a
// build. Only a failing test waits that long. A test that needs something never to happen checks
// it explicitly, never by a timeout. A run at the lowest priority beside the browser tests
// (scripts/test-all.mjs, TEST_WAIT_MS) waits longer: there a first render took over 5 s.
configure({ asyncUtilTimeout: Number(process.env.TEST_WAIT_MS) || 5000 });

// No store outlives its test (support/stores.ts).
afterEach(clearTestStores);
afterEach(restoreClock);

// The date library is here from the start, as on a page after the first one (a browser loads it
// after the first render, lib/react/useDateFormats.ts; e2e/js-budget checks that path).
beforeAll(() => loadDateFormats());

// The page's language for code outside components (lib/i18n/current.ts), as `_app` sets it: English.
// A copy: Lingui adds namespaces loaded later (dialogs) to the object it is given, and the server's
// page messages are one frozen object shared by every render.
beforeAll(() => setCurrentI18n(setupI18n({ locale: 'en', messages: { en: { ...pageMessages('en', NAMESPACES) } } })));
