import { isPostType } from '@/lib/discussions/types';
import { POST_TYPE_COLOURS, postTypeLabel } from './postTypes';
import styles from './PostControls.module.css';

/** The post type of a topic as a coloured label (Question, Blog, Link, Podcast, AMA). */
export function PostTypeBadge({ type }: { type: string }) {
  const background = isPostType(type) ? POST_TYPE_COLOURS[type] : '#4B5563';
  return (
    <span className={styles.badge} style={{ background }} data-post-type={type}>
      {postTypeLabel(type)}
    </span>
  );
}
