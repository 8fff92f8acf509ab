import Head from 'next/head';
import { useEffect, useRef } from 'react';
import type { TopicSort } from '@/lib/filters';
import type { PageSeed } from '@/lib/ssr/seed';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { selectMainPost, selectShownReplies, selectTopicState } from '@/store/topic/selectors';
import { fetchPost, openTopic } from '@/store/topic/thunks';
import { focusPost, postElementId } from './focus';
import { buildTopicHead, jsonLdText, SITE_NAME } from './seo';
import { TopicError } from './TopicError';
import { TopicView } from './TopicView';
import styles from './Topic.module.css';

/** Props of both topic routes (`/posts/[...slug]`, `/post/[slug]`). */
export type TopicPageProps = {
  /** The topic id from the address; 0 when the address names none. */
  tid: number;
  sort: TopicSort;
  page: number;
  /** The site's origin for the canonical address (`https://example.org`). */
  origin: string;
  /** The server's topic load, applied to the store before the first render. */
  seed: PageSeed | null;
};

/** The topic page shared by both routes: head for search engines, the topic or its error. */
export function TopicPage({ tid, sort, page, origin, seed }: TopicPageProps) {
  useServerSeed(seed);
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
    const now = store.getState().topic;
    if (needsLoad && (now.tid !== tid || now.status === 'idle')) void dispatch(openTopic({ tid, sort, page }));
  }, [needsLoad, tid, sort, page, store, dispatch]);

  // Signing in (or switching account) on the page: read the topic again for the new viewer's
  // privileges and upvote/bookmark flags. (Logout clears the topic, R4.12, and it loads again above.)
  const uid = useAppSelector((s) => s.login.uid);
  const seenUid = useRef(uid);
  useEffect(() => {
    if (seenUid.current === uid) return;
    seenUid.current = uid;
    const now = store.getState().topic;
    // A topic refused to the visitor (e.g. a draft, for its author) may open once signed in.
    const settled = now.status === 'ready' || now.status === 'error';
    if (uid > 0 && tid > 0 && now.tid === tid && settled) void dispatch(openTopic({ tid, sort: now.sort, page: 1 }));
  }, [uid, tid, store, dispatch]);

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
        <Head>
          <title>{`${status} · ${SITE_NAME}`}</title>
          <meta name="robots" content="noindex" />
        </Head>
        <TopicError status={status} message={state.error ?? 'Something went wrong'} onRetry={() => void dispatch(openTopic({ tid, sort, page }))} />
      </main>
    );
  }

  if (!ready || !state.topic || !mainPost) {
    return (
      <main className={`page ${styles.page}`}>
        <Head>
          <title>{`Loading topic · ${SITE_NAME}`}</title>
        </Head>
        <p className="muted" role="status">
          Loading the topic…
        </p>
      </main>
    );
  }

  return (
    <main className={`page ${styles.page}`}>
      <TopicHead origin={origin} />
      <TopicView topic={state.topic} mainPost={mainPost} />
    </main>
  );
}

function TopicHead({ origin }: { origin: string }) {
  const topic = useAppSelector((s) => s.topic.topic);
  const mainPost = useAppSelector(selectMainPost);
  const replies = useAppSelector(selectShownReplies);
  if (!topic || !mainPost) return null;
  const head = buildTopicHead({ topic, mainPost, replies, origin });
  return (
    <Head>
      <title>{head.title}</title>
      <link rel="canonical" href={head.canonical} />
      {head.meta.map((m, i) =>
        m.attr === 'property' ? (
          <meta key={`${m.key}-${i}`} property={m.key} content={m.content} />
        ) : (
          <meta key={`${m.key}-${i}`} name={m.key} content={m.content} />
        ),
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(head.jsonLd) }} />
    </Head>
  );
}
