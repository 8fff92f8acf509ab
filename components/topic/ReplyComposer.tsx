import { CannotPostNote } from '@/components/account';
import { Button } from '@/components/ui';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { selectTopic } from '@/store/topic/selectors';
import { postReply } from '@/store/topic/thunks';
import { focusPost } from './focus';
import { TextForm, lengthError, useTextForm } from './TextForm';
import styles from './Topic.module.css';

interface ReplyComposerProps {
  /** The textarea's label ("Your answer", "Ask a question"). */
  label: string;
  submitLabel: string;
  /** The post replied to; absent: the main post. */
  toPid?: number;
  /** The question the reply goes into (nested answers). */
  qid?: number;
  /** "Replying to {name}" when answering an answer. */
  replyingTo?: string;
  autoFocus?: boolean;
  /** Called after posting (with the new pid) or on cancel (null). */
  onDone?: (pid: number | null) => void;
}

/**
 * A Markdown reply box (R4.9). Visitors are offered the login dialog; members who may not post yet
 * (no group, R4.14) get a short explanation; errors show the catalogue text inline. After posting,
 * focus moves to the new reply.
 */
export function ReplyComposer({ label, submitLabel, toPid, qid, replyingTo, autoFocus = false, onDone }: ReplyComposerProps) {
  const dispatch = useAppDispatch();
  const { loggedIn, canPost, loading } = useAppSelector(selectLogin);
  const topic = useAppSelector(selectTopic);
  const form = useTextForm();

  if (!loggedIn) {
    return (
      <div className={styles.composerNote}>
        <Button variant="secondary" disabled={loading} onClick={() => dispatch(showModal({ name: 'login', props: { from: 'reply' } }))}>
          Log in to reply
        </Button>
      </div>
    );
  }
  if (!canPost) {
    return (
      <div className={`${styles.composerNote} stack`}>
        <CannotPostNote action="reply" />
      </div>
    );
  }
  // The server's privileges decide; a locked, deleted or draft topic says why.
  if (topic && !topic.privileges.reply && (topic.locked || topic.deleted || topic.draft)) {
    return (
      <p className={`${styles.composerNote} muted`}>
        {topic.deleted
          ? 'This topic was deleted: no new replies can be added.'
          : topic.draft
            ? 'This topic is a draft and cannot be replied to yet.'
            : 'This topic is locked: no new replies can be added.'}
      </p>
    );
  }

  const submit = form.submit(
    (text) => lengthError(text, TOPIC_LIMITS.replyMin, TOPIC_LIMITS.contentMax),
    (text) => postReply({ content: text, toPid, qid }),
    ({ pid }) => {
      form.setContent('');
      onDone?.(pid);
      focusPost(pid);
    },
  );

  return (
    <TextForm
      form={form}
      onSubmit={submit}
      className={styles.composer}
      label={label}
      intro={replyingTo && <p className="muted">Replying to {replyingTo}</p>}
      name="content"
      rows={4}
      maxLength={TOPIC_LIMITS.contentMax}
      autoFocus={autoFocus}
      hint="Markdown is supported."
      requireText
      submitLabel={submitLabel}
      busyLabel="Posting…"
      onCancel={onDone && (() => onDone(null))}
    />
  );
}
