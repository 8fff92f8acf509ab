import { useId, useState } from 'react';
import { SaveButton, VoteButton } from '@/components/posts';
import { Button, Icon, useSubmit } from '@/components/ui';
import { formatDuration } from '@/lib/dates';
import { unescapeText } from '@/lib/names';
import { TOPIC_LIMITS, type PostData } from '@/lib/discussions/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import { selectTopic } from '@/store/topic/selectors';
import { sendReview, toggleFollow, togglePin } from '@/store/topic/thunks';
import { postElementId } from './focus';
import { PostActions } from './PostActions';
import { TextForm, lengthError, useTextForm } from './TextForm';
import styles from './Topic.module.css';

function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) || trimmed.startsWith('/') ? trimmed : null;
}

/** The topic's first post: its content, a podcast's audio or a link's address, and its controls. */
export function MainPost({ post }: { post: PostData }) {
  const audio = post.postType === 'podcast' ? safeUrl(post.metaData?.audioUrl) : null;
  const link = post.postType === 'link' ? safeUrl(post.metaData?.url) : null;
  return (
    <div id={postElementId(post.pid)} tabIndex={-1} className={styles.mainPost}>
      {post.deleted ? (
        <p className={styles.deleted}>This post was deleted</p>
      ) : (
        <>
          {audio && (
            <figure className={styles.audio}>
              <audio controls preload="none" src={audio}>
                <a href={audio}>Download the episode</a>
              </audio>
              <figcaption className="muted">
                Podcast episode: {unescapeText(post.title)}
                {typeof post.metaData?.duration === 'number' && post.metaData.duration > 0
                  ? ` · ${formatDuration(post.metaData.duration / 60)}`
                  : ''}
              </figcaption>
            </figure>
          )}
          {link && (
            <p className={styles.link}>
              <a href={link} target="_blank" rel="noopener nofollow ugc">
                {link}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          {/* The server rendered this HTML from Markdown and sanitised it. */}
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: post.content }} />
        </>
      )}
      <div className={styles.controls}>
        <VoteButton pid={post.pid} />
        <SaveButton pid={post.pid} />
        <PinButton />
        <FollowButton />
      </div>
      <PostActions post={post} isMain noun="topic" />
      <ReviewForm />
    </div>
  );
}

/** Pin toggle: shown to those who may pin, and to visitors (who are asked to log in, R5.3). */
function PinButton() {
  const dispatch = useAppDispatch();
  const { loggedIn } = useAppSelector(selectLogin);
  const topic = useAppSelector(selectTopic);
  const { busy, run } = useSubmit();
  if (!topic || (loggedIn && !topic.privileges.pin)) return null;
  const pinned = topic.pinned === 1;
  return (
    <Button variant="secondary" className={styles.toggle} aria-pressed={pinned} disabled={busy} onClick={() => void run(() => dispatch(togglePin()))}>
      <Icon name="pin" /> {pinned ? 'Pinned' : 'Pin'}
    </Button>
  );
}

/** Follow toggle (visitors are asked to log in). */
function FollowButton() {
  const dispatch = useAppDispatch();
  const topic = useAppSelector(selectTopic);
  const { busy, run } = useSubmit();
  if (!topic) return null;
  return (
    <Button
      variant="secondary"
      className={styles.toggle}
      aria-pressed={topic.isFollowing}
      disabled={busy}
      onClick={() => void run(() => dispatch(toggleFollow()))}
    >
      {topic.isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}

/** A review of the topic for the moderators (members), in a disclosure. */
function ReviewForm() {
  const id = useId();
  const { loggedIn } = useAppSelector(selectLogin);
  const [open, setOpen] = useState(false);
  const form = useTextForm();
  const [sent, setSent] = useState(false);
  if (!loggedIn) return null;
  if (sent) return <p className="muted">Thank you for your review.</p>;

  const submit = form.submit(
    (text) => lengthError(text, TOPIC_LIMITS.reviewMin),
    (text) => sendReview(text),
    () => setSent(true),
  );

  return (
    <div className={styles.disclosure}>
      <Button variant="link" aria-expanded={open} aria-controls={`${id}-review`} onClick={() => setOpen((v) => !v)}>
        Review this topic
      </Button>
      {open && (
        <TextForm
          id={`${id}-review`}
          form={form}
          onSubmit={submit}
          className={styles.panel}
          label="Your review"
          rows={4}
          maxLength={TOPIC_LIMITS.reviewMax}
          submitLabel="Send review"
          busyLabel="Sending…"
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}
