import Link from 'next/link';
import { useId, useState } from 'react';
import { Button, buttonClass, useSubmit } from '@/components/ui';
import { TOPIC_LIMITS, type PostData } from '@/lib/discussions/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import { selectTopic } from '@/store/topic/selectors';
import { flagPost, setPostDeleted } from '@/store/topic/thunks';
import { TextForm, useTextForm } from './TextForm';
import styles from './Topic.module.css';

/** Who may change a post: its author, or a moderator (the server checks again). */
function useMayChange(post: Pick<PostData, 'uid'>): boolean {
  const { loggedIn, uid } = useAppSelector(selectLogin);
  const moderate = useAppSelector((state) => Boolean(selectTopic(state)?.privileges.moderate));
  return loggedIn && (moderate || (uid > 0 && post.uid === uid));
}

interface PostActionsProps {
  post: PostData;
  /** The main post is edited in the composer; replies inline. */
  isMain?: boolean;
  /** Starts the inline edit of a reply. */
  onEdit?: () => void;
  /** What the post is called in button names ("post", "question", "answer"). */
  noun?: string;
}

/** Edit, delete or restore (author or moderator) and flag (members) for one post. */
export function PostActions({ post, isMain = false, onEdit, noun = 'post' }: PostActionsProps) {
  const dispatch = useAppDispatch();
  const { loggedIn, uid } = useAppSelector(selectLogin);
  const mayChange = useMayChange(post);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useSubmit();
  const own = loggedIn && post.uid === uid;

  const changeDeleted = (deleted: boolean) =>
    run(async () => {
      await dispatch(setPostDeleted({ pid: post.pid, deleted }));
      setConfirming(false);
    });

  return (
    <div className={styles.actions}>
      {mayChange && !post.deleted && isMain && (
        <Link href={`/compose?pid=${post.pid}`} className={buttonClass('secondary', { link: true })}>
          Edit<span className="visually-hidden"> {noun}</span>
        </Link>
      )}
      {mayChange && !post.deleted && !isMain && onEdit && (
        <Button variant="secondary" onClick={onEdit}>
          Edit<span className="visually-hidden"> {noun}</span>
        </Button>
      )}
      {mayChange && !post.deleted && !confirming && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Delete<span className="visually-hidden"> {noun}</span>
        </Button>
      )}
      {mayChange && confirming && (
        <span className={styles.confirm} role="group" aria-label={`Delete this ${noun}?`}>
          <span>{isMain ? 'Delete this topic?' : `Delete this ${noun}?`}</span>
          <Button variant="danger" disabled={busy} onClick={() => void changeDeleted(true)}>
            Yes, delete
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </span>
      )}
      {mayChange && post.deleted && (
        <Button variant="secondary" disabled={busy} onClick={() => void changeDeleted(false)}>
          Restore<span className="visually-hidden"> {noun}</span>
        </Button>
      )}
      {loggedIn && !own && !post.deleted && <FlagForm pid={post.pid} noun={noun} />}
    </div>
  );
}

/** A reason for the moderators, in a disclosure. */
function FlagForm({ pid, noun = 'post' }: { pid: number; noun?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useTextForm();
  const [sent, setSent] = useState(false);

  const submit = form.submit(
    (text) => (text ? null : 'Please say what is wrong with this post.'),
    (text) => flagPost({ pid, reason: text }),
    () => {
      setSent(true);
      setOpen(false);
      form.setContent('');
    },
  );

  if (sent) return <span className="muted">Flagged for review</span>;
  return (
    <div className={styles.disclosure}>
      <Button variant="secondary" aria-expanded={open} aria-controls={`${id}-flag`} onClick={() => setOpen((v) => !v)}>
        Flag<span className="visually-hidden"> {noun}</span>
      </Button>
      {open && (
        <TextForm
          id={`${id}-flag`}
          form={form}
          onSubmit={submit}
          className={styles.panel}
          label={`Why should a moderator look at this ${noun}?`}
          rows={3}
          maxLength={TOPIC_LIMITS.flagReasonMax}
          submitLabel="Send flag"
          busyLabel="Sending…"
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}
