import { Link } from '@/components/ui/Link';
import { Avatar, DayTime } from '@/components/ui';
import type { PostData } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { DELETED_USER, displayName } from '@/lib/names';
import styles from './Topic.module.css';

/** Who wrote a post and when (the day, in UTC so server and browser render the same text). */
export function PostByline({ post, size = 32 }: { post: PostData; size?: number }) {
  const t = useT('topic');
  const name = displayName(post.user ?? { fullname: post.userFullname, username: post.username, userslug: post.userslug });
  const slug = post.user?.userslug ?? post.userslug;
  const picture = post.user?.picture ?? post.userPicture;
  return (
    <div className={styles.byline}>
      <Avatar src={picture} alt="" size={size} />
      {name !== DELETED_USER && slug ? (
        <Link href={`/user/${encodeURIComponent(slug)}`} className={styles.author} data-member-slug={slug}>
          {name}
        </Link>
      ) : (
        <span className={styles.author}>{name}</span>
      )}
      <span aria-hidden="true" className="muted">
        ·
      </span>
      <DayTime className="muted" value={post.timestamp} />
      {post.edited > 0 && <span className="muted">{t('byline.edited')}</span>}
    </div>
  );
}
