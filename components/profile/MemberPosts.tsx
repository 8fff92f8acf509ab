import { useCallback } from 'react';
import { useT } from '@/lib/i18n/useT';
import { PostCard, PostCardSkeletons } from '@/components/discussions';
import { Card, ListEmpty, PagedList } from '@/components/ui';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadMoreMemberPosts, retryMemberPosts, selectMemberPosts } from '@/store/profile/posts';
import styles from './Profile.module.css';

const renderPost = (pid: number) => <PostCard pid={pid} />;
const renderSkeletons = (count: number, label: string) => <PostCardSkeletons count={count} label={label} />;

/**
 * The member's posts on their profile (R3.15): topics and replies anyone may read, newest first,
 * 20 at a time. The first page is server-rendered (the profile's seed); more load in place.
 */
export function MemberPosts({ uid, name, own }: { uid: number; name: string; own: boolean }) {
  const t = useT('profile');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectMemberPosts);
  const loadMore = useCallback(() => dispatch(loadMoreMemberPosts()), [dispatch]);
  const retry = useCallback(() => dispatch(retryMemberPosts()), [dispatch]);
  if (state.uid !== uid) return null;
  return (
    <Card className={`${styles.section} ${styles.wide}`} aria-labelledby="profile-posts">
      <h2 id="profile-posts">{t('posts.title')}</h2>
      <PagedList
        label={own ? t('posts.labelOwn') : t('posts.label', { name })}
        noun={t('posts.noun')}
        list={state.list}
        renderItem={renderPost}
        renderSkeleton={renderSkeletons}
        empty={
          <ListEmpty title={t('posts.empty')}>
            <p className="muted">{own ? t('posts.emptyOwn') : t('posts.emptyOther')}</p>
          </ListEmpty>
        }
        onLoadMore={loadMore}
        onRetry={retry}
        moreLabel={t('posts.more')}
      />
    </Card>
  );
}
