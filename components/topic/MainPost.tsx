import { lazyView } from '@/lib/react/lazyView';
import { MuteTopicButton } from '@/components/notifications';
import { SaveButton, VoteButton } from '@/components/posts';
import { useDuration } from '@/lib/react/useDuration';
import { useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import type { PostData } from '@/lib/discussions/types';
import { postTrackId } from '@/lib/player/types';
import { useAppSelector } from '@/store/hooks';
import { selectMember } from '@/store/selectors';
import { selectTopic } from '@/store/topic/selectors';
import { postElementId } from './focus';
import { PostActions } from './PostActions';
import { FollowButton, PinButton } from './TopicToggles';
import styles from './Topic.module.css';
import { EpisodePlayer as EpisodePlayerView } from '@/components/audioqueue';

// A podcast's player comes with the pages that show one (rendered on the server, so its code is in
// those pages' first load only); the server renders it at once (lazyView's `server` option).
const EpisodePlayer = lazyView(() => import('@/components/audioqueue').then((m) => m.EpisodePlayer), {
  server: typeof window === 'undefined' || process.env.NODE_ENV !== 'production' ? EpisodePlayerView : undefined,
  module: 'components/topic/MainPost.tsx -> @/components/audioqueue',
});

function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) || trimmed.startsWith('/') ? trimmed : null;
}

/** The topic's first post: its content, a podcast's audio or a link's address, and its controls. */
export function MainPost({ post }: { post: PostData }) {
  const t = useT('topic');
  const lengthOf = useDuration();
  const audio = post.postType === 'podcast' ? safeUrl(post.metaData?.audioUrl) : null;
  const link = post.postType === 'link' ? safeUrl(post.metaData?.url) : null;
  const mayPin = useAppSelector((state) => Boolean(selectTopic(state)?.privileges.pin));
  const member = useAppSelector(selectMember);
  return (
    <div id={postElementId(post.pid)} tabIndex={-1} className={styles.mainPost}>
      {post.deleted ? (
        <p className={styles.deleted}>{t('main.deleted')}</p>
      ) : (
        <>
          {audio && (
            <figure className={styles.audio}>
              {/* The one player of the app shell plays it (R3.17): playback goes on across pages. */}
              <EpisodePlayer track={postTrackId(post.pid)} title={unescapeText(post.title)} src={audio} duration={post.metaData?.duration} />
              <figcaption className="muted">
                {t('main.podcast', { title: unescapeText(post.title) })}
                {typeof post.metaData?.duration === 'number' && post.metaData.duration > 0
                  ? ` · ${lengthOf(post.metaData.duration / 60)}`
                  : ''}
                {typeof post.plays === 'number' && (
                  <span data-testid="episode-plays">
                    {' · '}
                    {t('main.plays', { count: post.plays })}
                  </span>
                )}
              </figcaption>
            </figure>
          )}
          {link && (
            <p className={styles.link}>
              <a href={link} target="_blank" rel="noopener nofollow ugc">
                {link}
                <span className="visually-hidden"> {t('main.newTab')}</span>
              </a>
            </p>
          )}
          {/* The server rendered this HTML from Markdown and sanitised it. */}
          <div dir="auto" className="content" dangerouslySetInnerHTML={{ __html: post.content }} />
        </>
      )}
      <PostActions
        post={post}
        isMain
        noun="topic"
        reviewable
        secondary={mayPin ? <PinButton key="pin" /> : undefined}
        // The last of the secondary controls: in the row where there is room, behind More on narrow screens (R1.16).
        trailing={member ? <MuteTopicButton key="mute" tid={post.tid} className={styles.toggle} /> : undefined}
      >
        <VoteButton pid={post.pid} />
        <SaveButton pid={post.pid} />
        <FollowButton />
      </PostActions>
    </div>
  );
}
