import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Card, MomentTime, PagedList, Skeleton, useSubmit } from '@/components/ui';
import { Link } from '@/components/ui/Link';
import { useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import { HELD_SECTION_ID } from '@/lib/review/mine';
import { topicPath } from '@/lib/seo/pages';
import { isolated } from '@/lib/text';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadOwnHeld, selectOwnHeldList, selectOwnHeldPost, withdrawOwnHeld } from '@/store/moderation/heldByMe';
import styles from './HeldByMe.module.css';

const skeletons = (count: number, label: string) => (
  <div role="status" aria-label={label} className={styles.skeletons}>
    {Array.from({ length: Math.min(count, 3) }, (_, i) => (
      <Skeleton key={i} height="4rem" />
    ))}
  </div>
);

/** "Withdraw this …?" with Withdraw and Keep it; takes focus when it opens, Escape keeps the post. */
function WithdrawConfirm({ uid, id, kind, onClose }: { uid: number; id: number; kind: 'topic' | 'reply'; onClose: () => void }) {
  const t = useT('settings');
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  const question = kind === 'topic' ? t('held.confirmTopic') : t('held.confirmReply');
  const withdraw = () => run(() => dispatch(withdrawOwnHeld({ uid, id })).unwrap());
  return (
    <div
      ref={group}
      tabIndex={-1}
      role="group"
      aria-label={question}
      className={styles.confirm}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <span>{question}</span>
      <Button variant="danger" busy={busy} onClick={() => void withdraw()}>
        {t('held.withdrawYes')}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={onClose}>
        {t('held.keep')}
      </Button>
    </div>
  );
}

/** One waiting post: what it is and where, when it was sent, the text as written, and Withdraw. */
function HeldItem({ uid, id }: { uid: number; id: number }) {
  const t = useT('settings');
  const post = useAppSelector((state) => selectOwnHeldPost(state, id));
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLDivElement>(null);
  const headingId = useId();
  if (!post) return null;
  const close = () => {
    setConfirming(false);
    // Back to the button that opened the question (it renders again first).
    requestAnimationFrame(() => opener.current?.querySelector('button')?.focus());
  };
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.what}>
        {post.kind === 'topic' ? (
          t('held.topic', { title: isolated(post.title) })
        ) : post.topic ? (
          <Link href={topicPath(post.topic.slug)}>{t('held.reply', { title: isolated(unescapeText(post.topic.title)) })}</Link>
        ) : (
          t('held.replyGone')
        )}
      </h3>
      <p className="muted">
        {t('held.sent')} <MomentTime value={post.timestamp} />
      </p>
      <div dir="auto" className={styles.text}>
        {post.content}
      </div>
      {confirming ? (
        <WithdrawConfirm uid={uid} id={id} kind={post.kind} onClose={close} />
      ) : (
        <div ref={opener}>
          <Button variant="secondary" aria-describedby={headingId} onClick={() => setConfirming(true)}>
            {t('held.withdraw')}
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * The member's posts that wait for a moderator's approval (issue 35), on their own settings page
 * (`#held`, where the composer's and the reply box's notices link): each with where it goes, when it
 * was sent and the text as written, and Withdraw (asked first). Loaded when the section shows;
 * a withdrawn post leaves the list and focus goes to the section's heading.
 */
export function HeldByMe({ uid, className }: { uid: number; /** The page's section look (the settings page's). */ className?: string }) {
  const t = useT('settings');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOwnHeldList);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = list.ids.length;
  const shown = useRef(count);

  useEffect(() => {
    void dispatch(loadOwnHeld({ uid, page: 1 }));
  }, [dispatch, uid]);

  // A post withdrawn (or gone meanwhile) took the focused control with it: the heading takes it.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (count < shown.current && lost) heading.current?.focus();
    shown.current = count;
  }, [count]);

  const onLoadMore = useCallback(() => {
    if (list.status === 'hasMore') void dispatch(loadOwnHeld({ uid, page: list.page + 1 }));
  }, [dispatch, uid, list.status, list.page]);
  const onRetry = useCallback(() => void dispatch(loadOwnHeld({ uid, page: Math.max(1, list.page) })), [dispatch, uid, list.page]);

  return (
    <Card id={HELD_SECTION_ID} className={className} aria-labelledby="settings-held">
      <h2 id="settings-held" ref={heading} tabIndex={-1}>
        {t('held.title')}
      </h2>
      <p className="muted">{t('held.intro')}</p>
      <PagedList
        label={t('held.label')}
        list={list}
        noun={t('held.noun')}
        renderItem={(id) => <HeldItem uid={uid} id={id} />}
        renderSkeleton={skeletons}
        empty={<p className="muted">{t('held.empty')}</p>}
        onLoadMore={onLoadMore}
        onRetry={onRetry}
        focusSelector="h3 a, button"
        autoLoad={false}
        showEnd={false}
      />
    </Card>
  );
}
