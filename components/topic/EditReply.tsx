import { TOPIC_LIMITS, type PostData } from '@/lib/discussions/types';
import { editReply } from '@/store/topic/thunks';
import { focusPost } from './focus';
import { lengthError } from './textChecks';
import { TextForm, useTextForm } from './TextForm';
import styles from './Topic.module.css';

/** Inline edit of a reply's content (PUT /api/v3/posts/{pid}); errors inline. */
export function EditReply({ post, noun, onDone }: { post: PostData; noun: string; onDone: () => void }) {
  const form = useTextForm(post.contentRaw ?? '');

  const submit = form.submit(
    (text) => lengthError(text, TOPIC_LIMITS.replyMin),
    (text) => editReply({ pid: post.pid, content: text }),
    () => {
      onDone();
      focusPost(post.pid);
    },
  );

  return (
    <TextForm
      form={form}
      onSubmit={submit}
      className={styles.composer}
      label={`Edit your ${noun}`}
      rows={5}
      maxLength={TOPIC_LIMITS.contentMax}
      autoFocus
      submitLabel="Save changes"
      busyLabel="Saving…"
      onCancel={onDone}
    />
  );
}
