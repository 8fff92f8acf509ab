import { Link } from '@/components/ui/Link';
import { PlayButtons } from '@/components/player';
import { PostTypeBadge, SaveButton, VoteButton } from '@/components/posts';
import { Icon } from '@/components/ui';
import { useDuration } from '@/lib/react/useDuration';
import { useT } from '@/lib/i18n/useT';
import { DELETED_USER, displayName, unescapeText } from '@/lib/names';
import type { PostData } from '@/lib/discussions/types';
import { postTrackId } from '@/lib/player/types';
import { useAppSelector } from '@/store/hooks';
import { selectPost } from '@/store/feed/cache';
import { PostDate } from './PostDate';
import { PostStats } from './PostStats';
import styles from './PostCard.module.css';

/**
 * One main post in a list (feed, saved list). It reads the post from the shared cache, so an
 * upvote or a save shows the same everywhere (R4.6). Only the title is a link (to the topic);
 * author, vote and save are their own controls. Text fields are shown as plain text (R5.8); the
 * summary arrives truncated by the server (R9.3, once) and is shown as it is. `href` gives the
 * title another address (a question in its project's frame); null keeps the topic's.
 */
export function PostCard({ pid, headingLevel = 3, href }: { pid: number; headingLevel?: 2 | 3; href?: (post: PostData) => string | null }) {
  const t = useT('discussions');
  const lengthOf = useDuration();
  const post = useAppSelector((state) => selectPost(state, pid));
  if (!post) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = unescapeText(post.title || post.topicTitle);
  const author = displayName(post.user ?? { fullname: post.userFullname, username: post.username, userslug: post.userslug });
  const authorSlug = author !== DELETED_USER ? (post.user?.userslug ?? post.userslug) : '';
  const summary = unescapeText(post.summary);
  const tags = post.tags ?? [];
  const projects = post.project_details ?? [];
  const duration = post.postType === 'podcast' ? post.metaData?.duration : undefined;
  // A podcast topic's episode plays from its card (R3.17); its replies are not episodes.
  const episode = post.postType === 'podcast' && post.isMainPost && !post.deleted && typeof post.metaData?.audioUrl === 'string' && post.metaData.audioUrl !== '';
  const titleId = `post-${pid}-title`;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={`post-card-${pid}`}>
      <div className={styles.labels}>
        {post.pinned === 1 && (
          <span className={styles.pinned}>
            <Icon name="pin" /> {t('card.pinned')}
          </span>
        )}
        <PostTypeBadge type={post.postType} />
        {post.postType === 'podcast' && (
          <span className={styles.podcast}>
            <Icon name="headphones" />{' '}
            {typeof duration === 'number' && duration > 0 ? t('card.audioLength', { duration: lengthOf(duration / 60) }) : t('card.audio')}
          </span>
        )}
      </div>
      <Heading id={titleId} className={styles.title}>
        {/* A reply (a member's posts on their profile) links to itself in its topic. */}
        <Link href={href?.(post) ?? (post.isMainPost ? post.url : `${post.url}#post-${pid}`)} className={styles.titleLink}>
          {!post.isMainPost && <span className={styles.replyIn}>{t('card.replyIn')} </span>}
          <bdi>{title}</bdi>
        </Link>
      </Heading>
      <p className={styles.meta}>
        {authorSlug ? (
          <Link href={`/user/${encodeURIComponent(authorSlug)}`} className={styles.author} data-member-slug={authorSlug}>
            {author}
          </Link>
        ) : (
          <span className={styles.author}>{author}</span>
        )}
        <span aria-hidden="true"> · </span>
        <PostDate timestamp={post.timestamp} />
      </p>
      {summary && (
        <p dir="auto" className={styles.summary}>
          {summary}
        </p>
      )}
      {(tags.length > 0 || projects.length > 0) && (
        <div className={styles.topics}>
          {projects.length > 0 && (
            <ul className={styles.projects} aria-label={t('card.projects')}>
              {projects.map((project) => (
                <li key={project.id}>
                  {unescapeText(project.name)}
                  {/* Only moderators get a hidden project among the labels. */}
                  {project.hidden && ` ${t('card.hidden')}`}
                </li>
              ))}
            </ul>
          )}
          {tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('card.tags')}>
              {tags.map((tag) => (
                <li key={tag}>
                  {/* The feed filtered by this tag; on the feed itself a shallow change its URL watcher follows. */}
                  <Link href={`/discussions?tags=${encodeURIComponent(tag)}`} shallow className={styles.tagLink}>
                    #{unescapeText(tag)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className={styles.footer}>
        <div className={styles.controls}>
          {episode && <PlayButtons track={postTrackId(pid)} title={title} compact />}
          <VoteButton pid={pid} />
          <SaveButton pid={pid} />
        </div>
        <PostStats pid={pid} post={post} />
      </div>
    </article>
  );
}
