import { useEffect } from 'react';
import type { TopicPageProps } from '@/lib/ssr/seed';
import { useStoreFeature } from '@/store/features';
import { topicFeature } from '@/store/topic/feature';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { showView } from '@/store/views/slice';
import { selectMainPost, selectTopicState } from '@/store/topic/selectors';
import { fetchPost, openTopic } from '@/store/topic/thunks';
import { focusPost, postElementId } from './focus';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import type { PageHeadProps } from '@/lib/seo/head';
import { TopicError } from './TopicError';
import { TopicView } from './TopicView';
import styles from './Topic.module.css';

export type { TopicPageProps };

/** The topic page shared by both routes: head for search engines, the topic or its error. */
export function TopicPage({ tid, sort, page, head, seed }: TopicPageProps) {
  const t = useT('topic');
  useServerSeed(seed);
  useStoreFeature(topicFeature);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const state = useAppSelector(selectTopicState);
  const mainPost = useAppSelector(selectMainPost);
  const current = state.tid === tid;
  const ready = current && state.status === 'ready' && state.topic !== null && mainPost !== undefined;

  // Nothing for this topic in the store (e.g. cleared at logout): load it in the browser (R4.5).
  // Read from the store itself: the server's seed is applied in a layout effect, before this.
  const needsLoad = tid > 0 && (!current || state.status === 'idle');
  useEffect(() => {
    const now = selectTopicState(store.getState());
    if (needsLoad && (now.tid !== tid || now.status === 'idle')) void dispatch(openTopic({ tid, sort, page }));
  }, [needsLoad, tid, sort, page, store, dispatch]);

  // The page is shown: signing in on it reads the topic again (store/listeners.ts).
  useEffect(() => (tid > 0 ? dispatch(showView({ name: 'topic', tid })) : undefined), [tid, dispatch]);

  // A link to one post (`#post-{pid}`, e.g. from a notification) that is not on the first page:
  // fetch it, so a reply to the main post shows at the top (R4.10), and move focus to it.
  useEffect(() => {
    if (!ready) return;
    const match = /^#post-(\d+)$/.exec(window.location.hash);
    if (!match) return;
    const pid = Number(match[1]);
    if (document.getElementById(postElementId(pid))) return;
    void dispatch(fetchPost(pid)).then((result) => {
      if (fetchPost.fulfilled.match(result)) focusPost(pid);
    });
  }, [ready, dispatch]);

  if (current && state.status === 'error') {
    const status = state.errorCode ?? 500;
    return (
      <main className={`page ${styles.page}`}>
        <PageHead title={status === 404 ? t('error.404') : t('page.unavailable')} noindex />
        <TopicError status={status} message={state.error ?? t('error.other')} onRetry={() => void dispatch(openTopic({ tid, sort, page }))} />
      </main>
    );
  }

  if (!ready || !state.topic || !mainPost) {
    return (
      <main className={`page ${styles.page}`}>
        <PageHead title={t('page.loadingTitle')} noindex />
        <p className="muted" role="status">
          {t('page.loading')}
        </p>
      </main>
    );
  }

  return (
    <main className={`page ${styles.page}`}>
      <TopicHead head={head} tid={tid} />
      <TopicView topic={state.topic} mainPost={mainPost} />
    </main>
  );
}

/** The loader's head, with the title as the store has it now (an edit shows at once). */
export function TopicHead({ head, tid }: { head: PageHeadProps | null; tid: number }) {
  const t = useT('topic');
  const title = useAppSelector((s) => {
    const shown = selectTopicState(s);
    return shown.tid === tid ? shown.topic?.title : undefined;
  });
  const live = title === undefined ? undefined : unescapeText(title);
  if (!head) return <PageHead title={live ?? t('page.title')} noindex />;
  return <PageHead {...head} title={live ?? head.title} />;
}
