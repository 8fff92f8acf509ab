import type { GetServerSidePropsContext } from 'next';
import { filtersFromQuery, highlightsQuery, readHighlights } from '@/lib/discussions/feed';
import type { PostData, QuestionsPage, SearchResponse, TopicData } from '@/lib/discussions/types';
import { errorText } from '@/lib/errors/catalogue';
import { topicPage, topicSort } from '@/lib/filters';
import { pageNumber } from '@/lib/pageNumber';
import type { TopicAddress, TopicSeed } from '@/lib/ssr/seed';
import { query, seed } from './seed';
import type { MockApi } from '../node';
import type { MockPageLoader } from '../ssr';

/** The discussions pages in `npm run dev:mock`: the feed and the topic page (server/ssr/discussions.ts, topic.ts). */

const tidOf = (slug: string | string[] | undefined): number => {
  const first = Array.isArray(slug) ? slug[0] : slug;
  const match = /^(\d{1,9})(?:$|\D)/.exec(first ?? '');
  return match ? Number(match[1]) : 0;
};

export async function topicSeed(api: MockApi, address: TopicAddress): Promise<TopicSeed> {
  const topic = await api.get<TopicData>(`/api/topic/${address.tid}`);
  if (!topic.data) return { ...address, loaded: false, code: topic.status, message: errorText(topic.status === 404 ? 'no-topic' : 'internal-error') };
  const questions = await api.get<QuestionsPage>(`/api/questions/${address.tid}/${address.sort}?page_size=10&page=${address.page}`);
  if (!questions.data) return { ...address, loaded: false, code: questions.status, message: errorText('internal-error') };
  return { ...address, loaded: true, topic: topic.data, questions: questions.data };
}

const loadTopicPage: MockPageLoader = async (ctx: GetServerSidePropsContext, api: MockApi) => {
  const address: TopicAddress = { tid: tidOf(ctx.params?.slug), sort: topicSort(ctx.query.sort), page: topicPage(ctx.query.page) };
  const topic = await topicSeed(api, address);
  if (!topic.loaded) ctx.res.statusCode = topic.code;
  return { props: { ...address, seed: seed({ topic }) } };
};

const loadDiscussionsPage: MockPageLoader = async (ctx, api) => {
  const filters = filtersFromQuery(ctx.query);
  const page = pageNumber(ctx.query.page);
  const answer = await api.get<SearchResponse<PostData>>(`/api/events/v1/search/highlights?${query({ ...highlightsQuery(filters, page) })}`);
  if (!answer.data) return { props: { seed: null } };
  const { posts, found, tags } = readHighlights(answer.data);
  if (page > 1 && posts.length === 0) ctx.res.statusCode = 404;
  return { props: { seed: seed({ feed: { filters, page, posts, found, tags } }) } };
};

export const discussionsPages: Record<string, MockPageLoader> = { loadTopicPage, loadDiscussionsPage };
