import { Explore } from '@/components/explore/Explore';
import { PageHead, useSiteOrigin } from '@/components/ui';
import { exploreHead, exploreJsonLd } from '@/lib/explore/head';
import { useT } from '@/lib/i18n/useT';
import type { ExplorePageProps } from '@/lib/explore/types';
import { withAppConfig } from '@/server/ssr/appState';
import { loadExplorePage } from '@/server/ssr/explore';

/**
 * /explore (R1.6): popular and trending tags; `?tags=a,b` narrows posts, events and projects
 * together. Rendered on the server from plain props (server/ssr/explore.ts); every choice is a link.
 */
export const getServerSideProps = withAppConfig(loadExplorePage, { messages: ['explore'] });

export default function ExplorePage(props: ExplorePageProps) {
  const t = useT('explore');
  const origin = useSiteOrigin();
  const head = exploreHead(props, t);
  return (
    <main className="page">
      <PageHead {...head} jsonLd={'noindex' in head && head.noindex ? undefined : exploreJsonLd(props, origin, t)} />
      <Explore {...props} />
    </main>
  );
}
