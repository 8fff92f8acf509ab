import type { PageHeadProps } from '@/lib/seo/head';
import { afterLoadModule } from '@/lib/react/afterLoadModule';
import * as onServer from './PageHeadTags';

type View = typeof import('./PageHeadTags');

// The head's builder (lib/seo/head.ts) and its tags' component: the server renders them into every
// page at once; the browser loads them after the first page (lib/react/afterLoadModule.ts). A static
// import, not a require: on the server the tags' module waits for modules loaded asynchronously
// (a require would answer a promise); the browser's bundle leaves it out with the branch.
const view = afterLoadModule<View>(typeof window === 'undefined' ? onServer : null, () => import('./PageHeadTags'));

/**
 * Every page's `<head>` (lib/seo/head.ts, rendered by ./PageHeadTags.tsx): the title with the site
 * suffix; for an indexable page a description, canonical, prev/next, OpenGraph and Twitter tags,
 * the feeds it offers and its JSON-LD; for a private page `noindex`.
 *
 * The server's HTML carries the first page's head whole, and the browser keeps it as it is: until
 * the tags' code has loaded (once the page has loaded and the browser is idle) nothing in the
 * browser renders a head, so Next's head manager leaves the server's tags alone; then they render
 * again, equal to the server's, and every later page's head renders with its page. (The tags render
 * nothing in the body, so the hydrating page and the server's markup agree either way.)
 */
export function PageHead(props: PageHeadProps) {
  const loaded = view.useLoaded();
  return loaded ? <loaded.PageHeadTags {...props} /> : null;
}
