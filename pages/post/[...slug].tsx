import { TopicPage } from '@/components/topic/TopicPage';
import { withAppConfig } from '@/server/ssr/appState';
import type { TopicPageProps } from '@/lib/ssr/seed';
import { loadTopicPage } from '@/server/ssr/topic';

/** `/post/{tid}` and `/post/{tid}-{words}`: the same topic page as `/posts/{tid}/{words}`. */
export const getServerSideProps = withAppConfig(loadTopicPage, { messages: ['account', 'topic'] });

export default function ShortTopicRoute(props: TopicPageProps) {
  return <TopicPage {...props} />;
}
