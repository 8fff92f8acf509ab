import type { UnknownAction } from '@reduxjs/toolkit';
import type { GetServerSidePropsContext } from 'next';
import type { TLSSocket } from 'node:tls';
import type { QuestionsPage, TopicData } from '@/lib/discussions/types';
import { errorText, translateMessage } from '@/lib/errors/catalogue';
import { topicPage, topicSort, type TopicSort } from '@/lib/filters';
import { mainPostOf, topicFailedActions, topicLoadedActions } from '@/store/topic/hydrate';
import { siteOrigin } from './seo';
import { tidFromSlug } from './slug';
import type { TopicPageProps } from './TopicPage';

/**
 * The server side of both topic routes (getServerSideProps): the topic and its first page of
 * questions, read through the server's read functions the page passes in (client code never
 * imports server modules), become the page's seed. A failure sets the response status (R8.5).
 */

export interface TopicReads<V> {
  getTopic(tid: number, viewer: V, opts: { page?: number; countView?: boolean }): Promise<TopicData>;
  getQuestions(tid: number, sort: TopicSort, page: number, viewer: V): Promise<QuestionsPage>;
}

/** A server failure's HTTP status and text: catalogue errors carry `status` and `[[error:key]]`. */
function failureOf(err: unknown): { status: number; message: string; expected: boolean } {
  const status = err instanceof Error ? (err as Error & { status?: unknown }).status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 600) {
    return { status, message: translateMessage(err instanceof Error ? err.message : ''), expected: status < 500 };
  }
  return { status: 500, message: 'Something went wrong', expected: false };
}

export async function loadTopicPage<V>(ctx: GetServerSidePropsContext, viewer: V, reads: TopicReads<V>): Promise<{ props: TopicPageProps }> {
  const tid = tidFromSlug(ctx.params?.slug);
  const arg = { tid: tid ?? 0, sort: topicSort(ctx.query.sort), page: topicPage(ctx.query.page) };
  const origin = siteOrigin({
    host: ctx.req.headers.host,
    forwardedProto: ctx.req.headers['x-forwarded-proto'],
    encrypted: Boolean((ctx.req.socket as TLSSocket | undefined)?.encrypted),
    publicUrl: process.env.PUBLIC_URL,
  });
  const id = `${arg.tid}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2, 8)}`;
  const page = (actions: UnknownAction[]) => ({ props: { ...arg, origin, seed: { id, actions } } });

  if (tid === null) {
    ctx.res.statusCode = 404;
    return page(topicFailedActions(arg, 404, errorText('no-topic')));
  }
  try {
    const topic = await reads.getTopic(tid, viewer, { page: arg.page, countView: true });
    if (!mainPostOf(topic)) {
      // R4.5: a topic without posts is reported (the server log) and not shown.
      console.error('[topic] topic without posts', { tid });
      ctx.res.statusCode = 500;
      return page(topicFailedActions(arg, 500, 'Something went wrong'));
    }
    const questions = await reads.getQuestions(tid, arg.sort, arg.page, viewer);
    return page(topicLoadedActions(topic, questions, arg));
  } catch (err) {
    const failure = failureOf(err);
    if (!failure.expected) console.error('[topic] load failed', { tid }, err);
    ctx.res.statusCode = failure.status;
    return page(topicFailedActions(arg, failure.status, failure.message));
  }
}
