/** Client test project, after the framework is installed (jest `setupFilesAfterEnv`). */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 3 s (the library's default is 1 s): debounced lookups and
// lazily loaded chunks take longer when the test run shares two cores with a build. A test that
// needs something never to happen checks it explicitly, never by a timeout.
configure({ asyncUtilTimeout: 3000 });
