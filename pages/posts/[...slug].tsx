import { loadTopicPage } from '@/components/topic/loadTopicPage';
import { TopicPage, type TopicPageProps } from '@/components/topic/TopicPage';
import { getQuestions, getTopic } from '@/server/discussions/reads';
import { withAppConfig } from '@/server/ssr/appState';

/**
 * `/posts/{tid}/{words}`: the topic page, rendered in full on the server (the topic, its main post
 * and first page of questions) so visitors and search engines need no JavaScript.
 */
export const getServerSideProps = withAppConfig<TopicPageProps>((ctx, { viewer }) =>
  loadTopicPage(ctx, viewer, { getTopic, getQuestions }),
);

export default function TopicRoute(props: TopicPageProps) {
  return <TopicPage {...props} />;
}
