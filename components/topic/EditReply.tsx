import { TOPIC_LIMITS, type PostData } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { editReply } from '@/store/topic/thunks';
import { focusPost } from './focus';
import type { PostNoun } from './labels';
import { lengthError } from './textChecks';
import { TextForm, useTextForm } from './TextForm';
import styles from './Topic.module.css';

/** Inline edit of a reply's content (PUT /api/v3/posts/{pid}); errors inline. */
export function EditReply({ post, noun, onDone }: { post: PostData; noun: PostNoun; onDone: () => void }) {
  const t = useT('topic');
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
      label={t('edit.label', { noun })}
      rows={5}
      maxLength={TOPIC_LIMITS.contentMax}
      autoFocus
      submitLabel={t('edit.save')}
      busyLabel={t('edit.saving')}
      onCancel={onDone}
    />
  );
}
