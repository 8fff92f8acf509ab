import { Badge } from '@/components/ui';
import { isPostType } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { POST_TYPE_COLOURS, POST_TYPE_LABEL } from './postTypes';

/** The post type of a topic as a coloured label (Question, Blog, Link, Podcast, AMA). */
export function PostTypeBadge({ type }: { type: string }) {
  const t = useT('topic');
  return (
    <Badge tone="solid" colour={isPostType(type) ? POST_TYPE_COLOURS[type] : undefined} data={{ 'data-post-type': type }}>
      {isPostType(type) ? t(POST_TYPE_LABEL[type]) : type}
    </Badge>
  );
}
