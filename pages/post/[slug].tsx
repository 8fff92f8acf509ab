import { loadTopicPage } from '@/components/topic/loadTopicPage';
import { TopicPage, type TopicPageProps } from '@/components/topic/TopicPage';
import { getQuestions, getTopic } from '@/server/discussions/reads';
import { withAppConfig } from '@/server/ssr/appState';

/** `/post/{tid}` and `/post/{tid}-{words}`: the same topic page as `/posts/{tid}/{words}`. */
export const getServerSideProps = withAppConfig<TopicPageProps>((ctx, { viewer }) =>
  loadTopicPage(ctx, viewer, { getTopic, getQuestions }),
);

export default function ShortTopicRoute(props: TopicPageProps) {
  return <TopicPage {...props} />;
}
