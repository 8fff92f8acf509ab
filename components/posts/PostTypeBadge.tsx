import { Badge } from '@/components/ui';
import { isPostType, postTypeName } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { POST_TYPE_COLOURS } from './postTypes';

/** The post type of a topic as a coloured label (Question, Blog, Link, Podcast, AMA). */
export function PostTypeBadge({ type }: { type: string }) {
  const t = useT('common');
  return (
    <Badge tone="solid" colour={isPostType(type) ? POST_TYPE_COLOURS[type] : undefined} data={{ 'data-post-type': type }}>
      {postTypeName(type, t)}
    </Badge>
  );
}
