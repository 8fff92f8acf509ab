import { TopicPage } from '@/components/topic/TopicPage';
import { withAppConfig } from '@/server/ssr/appState';
import type { TopicPageProps } from '@/lib/ssr/seed';
import { loadTopicPage } from '@/server/ssr/topic';

/**
 * `/posts/{tid}/{words}`: the topic page, rendered in full on the server (the topic, its main post
 * and first page of questions) so visitors and search engines need no JavaScript.
 */
export const getServerSideProps = withAppConfig(loadTopicPage, { messages: ['account', 'topic'] });

export default function TopicRoute(props: TopicPageProps) {
  return <TopicPage {...props} />;
}
