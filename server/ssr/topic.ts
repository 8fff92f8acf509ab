import type { GetServerSidePropsContext } from 'next';
import type { TopicAddress, TopicPageProps, TopicSeed } from '@/lib/ssr/seed';
import { errorText, translateMessage } from '@/lib/errors/catalogue';
import { topicPage, topicSort } from '@/lib/filters';
import { dbId } from '@/lib/params';
import { getTopicPage } from '../discussions/reads';
import { AppError } from '../http/errors';
import type { SsrContext } from './appState';
import { pageSeed, siteOrigin } from './request';

/**
 * Both topic routes (`/posts/{tid}/{words}`, `/post/{tid}`): the topic and its first page of
 * questions, read for the viewer, become the page's seed (store/topic/hydrate.ts applies it). A
 * failure sets the response status (R8.5) and seeds the error state.
 */

/**
 * The topic id of a topic page address: the leading number of the first slug segment
 * (`/posts/12/how-to-x`, `/post/12`, `/post/12-how-to-x`). Null when there is none.
 */
export function tidFromSlug(slug: string | string[] | undefined): number | null {
  const firstSegment = Array.isArray(slug) ? slug[0] : slug;
  const match = /^(\d{1,15})(?:$|[^\d])/.exec(firstSegment ?? '');
  // A positive id within PostgreSQL's integer range; a larger number names no topic.
  return match ? (dbId.safeParse(match[1]).data ?? null) : null;
}

/** A read failure's HTTP status and text: catalogue errors carry their status and key. */
function failureOf(err: unknown): { code: number; message: string; expected: boolean } {
  if (err instanceof AppError && err.status >= 400 && err.status < 600) {
    return { code: err.status, message: translateMessage(err.message), expected: err.status < 500 };
  }
  return { code: 500, message: 'Something went wrong', expected: false };
}

/** The topic and its first page of questions for the viewer, or the failure (also the event page's discussion). */
export async function readTopic(address: TopicAddress, viewer: SsrContext['viewer']): Promise<TopicSeed> {
  const { tid } = address;
  if (tid === 0) return { ...address, loaded: false, code: 404, message: errorText('no-topic') };
  try {
    const { topic, questions } = await getTopicPage(tid, address.sort, address.page, viewer);
    if (topic.posts.length === 0) {
      // R4.5: a topic without posts is reported (the server log) and not shown.
      console.error('[topic] topic without posts', { tid });
      return { ...address, loaded: false, code: 500, message: 'Something went wrong' };
    }
    return { ...address, loaded: true, topic, questions };
  } catch (err) {
    const failure = failureOf(err);
    if (!failure.expected) console.error('[topic] load failed', { tid }, err);
    return { ...address, loaded: false, code: failure.code, message: failure.message };
  }
}

export async function loadTopicPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: TopicPageProps }> {
  const address: TopicAddress = { tid: tidFromSlug(ctx.params?.slug) ?? 0, sort: topicSort(ctx.query.sort), page: topicPage(ctx.query.page) };
  // The view is counted by the custom server, for cached and rendered pages alike (server/cache/).
  const topic = await readTopic(address, viewer);
  if (!topic.loaded) ctx.res.statusCode = topic.code;
  return { props: { ...address, origin: siteOrigin(), seed: pageSeed({ topic }) } };
}
