import type { GetServerSidePropsContext } from 'next';
import { filtersFromQuery, highlightsQuery } from '@/lib/discussions/feed';
import type { PostData, QuestionsPage, SearchResponse, TopicData } from '@/lib/discussions/types';
import { errorText } from '@/lib/errors/catalogue';
import { discussionsFeedPage, topicAddressOf } from '@/lib/discussions/page';
import { pageNumber } from '@/lib/pageNumber';
import type { TopicAddress, TopicSeed } from '@/lib/ssr/seed';
import { query, seed } from './seed';
import type { MockApi } from '../node';
import type { MockPageLoader } from '../ssr';

/** The discussions pages in `npm run dev:mock`: the feed and the topic page (server/ssr/discussions.ts, topic.ts). */

export async function topicSeed(api: MockApi, address: TopicAddress): Promise<TopicSeed> {
  const topic = await api.get<TopicData>(`/api/topic/${address.tid}`);
  if (!topic.data) return { ...address, loaded: false, code: topic.status, message: errorText(topic.status === 404 ? 'no-topic' : 'internal-error') };
  const questions = await api.get<QuestionsPage>(`/api/questions/${address.tid}/${address.sort}?page_size=10&page=${address.page}`);
  if (!questions.data) return { ...address, loaded: false, code: questions.status, message: errorText('internal-error') };
  return { ...address, loaded: true, topic: topic.data, questions: questions.data };
}

const loadTopicPage: MockPageLoader = async (ctx: GetServerSidePropsContext, api: MockApi) => {
  const address = topicAddressOf(ctx.params?.slug, ctx.query);
  const topic = await topicSeed(api, address);
  if (!topic.loaded) ctx.res.statusCode = topic.code;
  return { props: { ...address, seed: seed({ topic }) } };
};

const loadDiscussionsPage: MockPageLoader = async (ctx, api) => {
  const filters = filtersFromQuery(ctx.query);
  const page = pageNumber(ctx.query.page);
  const answer = await api.get<SearchResponse<PostData>>(`/api/events/v1/search/highlights?${query({ ...highlightsQuery(filters, page) })}`);
  if (!answer.data) return { props: { seed: null } };
  const { seed, pastEnd } = discussionsFeedPage(filters, page, answer.data);
  if (pastEnd) ctx.res.statusCode = 404;
  return { props: { seed } };
};

export const discussionsPages: Record<string, MockPageLoader> = { loadTopicPage, loadDiscussionsPage };
