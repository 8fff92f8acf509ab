import type { GetServerSidePropsContext } from 'next';
import { exploreAddress, explorePageProps, exploreSearchParams } from '@/lib/explore/page';
import type { ExplorePageProps } from '@/lib/explore/types';
import type { ExploreTagsResponse } from '@/lib/search/global';
import { exploreTags } from '../explore/service';
import { searchEverything } from '../search/global/service';
import type { SsrContext } from './appState';

/**
 * `/explore` (R1.6): the popular and trending tags (server/explore/) and, with tags chosen, the
 * global search's explore request (no term, the `tags` filter) over posts, events and projects,
 * read for the viewer, as plain props: visitors and crawlers get everything as HTML. A `tags`
 * value not in its canonical form (`Rust, WASM`, repeats, empties) redirects to it.
 */

const NO_TAGS: ExploreTagsResponse = { popular: [], trending: [] };

export async function loadExplorePage(
  ctx: GetServerSidePropsContext,
  { viewer }: SsrContext,
): Promise<{ props: ExplorePageProps } | { redirect: { destination: string; permanent: true } }> {
  const { tags, canonical } = exploreAddress(ctx.query.tags);
  if (canonical !== null) return { redirect: { destination: canonical, permanent: true } };
  const [lists, search] = await Promise.all([
    exploreTags().catch((err: unknown) => {
      console.error('[explore] the tags failed to load:', err);
      return NO_TAGS;
    }),
    tags.length === 0
      ? Promise.resolve(null)
      : searchEverything(exploreSearchParams(tags), viewer).catch((err: unknown) => {
          console.error('[explore] the results failed to load:', err);
          return 'failed' as const;
        }),
  ]);
  return { props: explorePageProps(tags, lists, search) };
}
