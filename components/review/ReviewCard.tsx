import { Link } from '@/components/ui/Link';
import { Badge, Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import { actionsFor, isRestrictingAction } from '@/lib/review/actions';
import type { ReviewAction, ReviewItem } from '@/lib/review/types';

import { topicPath } from '@/lib/seo/pages';
import { isolated } from '@/lib/text';
import { ActionForm } from './ActionForm';
import { ACTION_KEYS, CATEGORY_TEXTS } from './categories';
import { HeldDetails } from './HeldDetails';
import { ReviewReports } from './ReviewReports';
import styles from './Review.module.css';

/** What the item is: a topic, a reply in a topic, a member, or a post that is gone. */
function Heading({ item }: { item: ReviewItem }) {
  const t = useT('admin');
  if (item.held) {
    const held = item.held;
    if (held.kind === 'topic') return <>{t('review.heading.heldTopic', { title: isolated(held.title) })}</>;
    const title = isolated(unescapeText(held.topic?.title ?? ''));
    return held.topic ? <Link href={topicPath(held.topic.slug)}>{t('review.heading.heldReply', { title })}</Link> : <>{t('review.heading.gone')}</>;
  }
  if (item.type === 'user') return <>{t('review.heading.member', { name: item.member ? isolated(item.member.username) : t('review.formerMember') })}</>;
  if (item.type === 'event' || item.type === 'project') {
    const place = item.place;
    if (!place) return <>{t(item.type === 'event' ? 'review.heading.eventGone' : 'review.heading.projectGone')}</>;
    const title = isolated(place.title);
    return <Link href={place.path}>{item.type === 'event' ? t('review.heading.event', { title }) : t('review.heading.project', { title })}</Link>;
  }
  if (item.type === 'chat') {
    if (!item.chat) return <>{t('review.heading.chatGone')}</>;
    const room = item.chat.roomName === null ? t('review.directChat') : isolated(item.chat.roomName);
    return <Link href={item.chat.path}>{t('review.heading.chat', { room })}</Link>;
  }
  if (!item.post) return <>{t('review.heading.gone')}</>;
  const title = isolated(unescapeText(item.post.title));
  const text = item.post.isMainPost ? t('review.heading.topic', { title }) : t('review.heading.reply', { title });
  return <Link href={`${topicPath(item.post.slug)}${item.post.isMainPost ? '' : `#post-${item.post.pid}`}`}>{text}</Link>;
}

interface ReviewCardProps {
  item: ReviewItem;
  /** The action whose form is open on this item. */
  open: ReviewAction | null;
  busy: boolean;
  onOpen: (action: ReviewAction) => void;
  onClose: () => void;
}

/**
 * One item of the review queue (issue 35): what was reported and by whom, and the moderator's
 * actions, each with its key (components/review/useReviewKeys.ts). Focusable, so J and K move
 * between items.
 */
export function ReviewCard({ item, open, busy, onOpen, onClose }: ReviewCardProps) {
  const t = useT('admin');
  const actions = actionsFor(item).filter((action) => item.member || (action !== 'warn' && !isRestrictingAction(action)));
  const headingId = `review-${item.key.replace(':', '-')}`;
  return (
    <article className={styles.card} tabIndex={-1} data-review-item={item.key} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId} className={styles.heading}>
        <Heading item={item} />
      </h2>
      {item.held && <HeldDetails held={item.held} member={item.member} />}
      {item.type !== 'held' && (
        <p className={styles.meta}>
          {item.type !== 'user' && item.member && (
            <Link href={`/user/${item.member.userslug}`}>{t('review.by', { name: isolated(item.member.username) })}</Link>
          )}
          {item.post?.deleted && <Badge tone="accent">{t('review.hidden')}</Badge>}
          {item.place?.removed && <Badge tone="accent">{t('review.removed')}</Badge>}
          {item.chat?.deleted && <Badge tone="accent">{t('review.chatDeleted')}</Badge>}
          {item.post?.locked && <Badge>{t('review.locked')}</Badge>}
          <strong>{t('review.reports', { count: item.reportCount })}</strong>
          {Object.entries(item.categories).map(([category, count]) => (
            <Badge key={category}>{`${t(CATEGORY_TEXTS[category as keyof typeof CATEGORY_TEXTS])} ${count}`}</Badge>
          ))}
        </p>
      )}
      {item.post && <blockquote className={styles.excerpt}>{item.post.excerpt}</blockquote>}
      {item.place?.excerpt && <blockquote className={styles.excerpt}>{item.place.excerpt}</blockquote>}
      {item.chat?.excerpt && (
        <blockquote className={styles.excerpt} dir="auto">
          {item.chat.excerpt}
        </blockquote>
      )}
      {item.type !== 'held' && <ReviewReports item={item} />}
      <div role="group" aria-label={t('review.actions')} className={styles.actions}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={open === action ? 'primary' : 'secondary'}
            aria-keyshortcuts={ACTION_KEYS[action].key.toUpperCase()}
            aria-expanded={isRestrictingAction(action) ? undefined : open === action}
            disabled={busy}
            onClick={() => (open === action ? onClose() : onOpen(action))}
          >
            {t(ACTION_KEYS[action].label)} <kbd aria-hidden="true">{ACTION_KEYS[action].key.toUpperCase()}</kbd>
          </Button>
        ))}
      </div>
      {open && !isRestrictingAction(open) && <ActionForm key={open} item={item} action={open} onClose={onClose} />}
    </article>
  );
}
