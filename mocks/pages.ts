import type { MockPageLoader } from './ssr';

/**
 * Page data in `npm run dev:mock`, by the name of the page's real loader (server/ssr/<page>.ts):
 * each builds the same props from the mocked endpoints. A page whose loader has none here renders
 * with its configuration only and loads its data in the browser.
 */
export const MOCK_PAGE_LOADERS: Record<string, MockPageLoader> = {};
