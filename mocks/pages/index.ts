import type { MockPageLoader } from '../ssr';
import { discussionsPages } from './discussions';
import { eventsPages } from './events';
import { projectsPages } from './projects';
import { usersPages } from './users';

/**
 * Page data in `npm run dev:mock`, by the name of the page's real loader (server/ssr/<page>.ts):
 * each builds the same props as the real loader, from the mocked endpoints (one module per
 * feature). Every real loader has one (__tests__/server/mock-pages.test.ts); a page with no loader
 * renders with its configuration only and loads its data in the browser, as on the server.
 */
export const MOCK_PAGE_LOADERS: Record<string, MockPageLoader> = { ...discussionsPages, ...usersPages, ...projectsPages, ...eventsPages };
