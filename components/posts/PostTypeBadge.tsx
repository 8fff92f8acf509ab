import { Badge } from '@/components/ui';
import { isPostType } from '@/lib/discussions/types';
import { POST_TYPE_COLOURS, postTypeLabel } from './postTypes';

/** The post type of a topic as a coloured label (Question, Blog, Link, Podcast, AMA). */
export function PostTypeBadge({ type }: { type: string }) {
  return (
    <Badge tone="solid" colour={isPostType(type) ? POST_TYPE_COLOURS[type] : undefined} data={{ 'data-post-type': type }}>
      {postTypeLabel(type)}
    </Badge>
  );
}
