import type { GetServerSidePropsContext } from 'next';
import type { TopicAddress, TopicPageProps, TopicSeed } from '@/lib/ssr/seed';
import { DEFAULT_LOCALE, localeOr, type Locale } from '@/lib/i18n/locales';
import { tidFromSlug, topicAddressOf } from '@/lib/discussions/page';
import { getTopicPage } from '../discussions/reads';
import { translator } from '../i18n/catalogues';
import { topicPageHead } from '../seo/topicHead';
import type { SsrContext } from './appState';
import { errorTextsIn } from '../i18n/errors';
import { pageSeed, readFailure, siteOrigin } from './request';

/**
 * Both topic routes (`/posts/{tid}/{words}`, `/post/{tid}`): the topic and its first page of
 * questions, read for the viewer, become the page's seed (store/topic/hydrate.ts applies it). A
 * failure sets the response status (R8.5) and seeds the error state.
 */

/** The address's topic id (also read by the page cache's routes). */
export { tidFromSlug };

/**
 * The topic and its first page of questions for the viewer, or the failure (also the event page's
 * discussion), its own words in the page's language.
 */
export async function readTopic(address: TopicAddress, viewer: SsrContext['viewer'], locale: Locale = DEFAULT_LOCALE): Promise<TopicSeed> {
  const { tid } = address;
  if (tid === 0) return { ...address, loaded: false, code: 404, message: errorTextsIn(locale).errorText('no-topic') };
  try {
    const { topic, questions } = await getTopicPage(tid, address.sort, address.page, viewer);
    if (topic.posts.length === 0) {
      // R4.5: a topic without posts is reported (the server log) and not shown.
      console.error('[topic] topic without posts', { tid });
      return { ...address, loaded: false, code: 500, message: translator(locale, 'topic')('error.other') };
    }
    return { ...address, loaded: true, topic, questions };
  } catch (err) {
    const failure = readFailure(err, locale);
    if (!failure.expected) console.error('[topic] load failed', { tid }, err);
    return { ...address, loaded: false, code: failure.code, message: failure.message };
  }
}

export async function loadTopicPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: TopicPageProps }> {
  const address = topicAddressOf(ctx.params?.slug, ctx.query);
  // The view is counted by the custom server, for cached and rendered pages alike (server/cache/).
  const topic = await readTopic(address, viewer, localeOr(ctx.locale));
  if (!topic.loaded) ctx.res.statusCode = topic.code;
  return { props: { ...address, head: topicPageHead(topic, siteOrigin()), seed: pageSeed({ topic }) } };
}
