import { CannotPostNote } from '@/components/account';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { useAppSelector } from '@/store/hooks';
import { replyDraftKey } from '@/lib/discussions/localDrafts';
import { selectLogin, selectUid } from '@/store/selectors';
import { selectTopic } from '@/store/topic/selectors';
import { postReply } from '@/store/topic/thunks';
import { focusPost } from './focus';
import type { ReplyComposerProps } from './ReplyComposer';
import { lengthError } from './textChecks';
import { TextForm, useTextForm } from './TextForm';
import styles from './Topic.module.css';

/**
 * A member's reply box (R4.9): the Markdown form, or why they may not post yet (no group, R4.14).
 * Its code loads when a member's box first shows (./ReplyComposer.tsx), never for visitors.
 */
export default function MemberComposer({ label, submitLabel, toPid, qid, replyingTo, autoFocus = false, onDone }: ReplyComposerProps) {
  const t = useT('topic');
  const { canPost } = useAppSelector(selectLogin);
  const uid = useAppSelector(selectUid);
  const tid = useAppSelector(selectTopic)?.tid;
  // What is typed stays in this browser until it is sent (issue 37: offline, a reload).
  const form = useTextForm('', uid > 0 && tid ? replyDraftKey(uid, tid, toPid, qid) : undefined);
  if (!canPost) {
    return (
      <div className={`${styles.composerNote} stack`}>
        <CannotPostNote action="reply" />
      </div>
    );
  }

  const submit = form.submit(
    (text) => lengthError(text, TOPIC_LIMITS.replyMin, TOPIC_LIMITS.contentMax),
    (text) => postReply({ content: text, toPid, qid }),
    ({ pid }) => {
      form.setContent('');
      onDone?.(pid);
      // A held reply (issue 35) is not on the page yet.
      if (pid !== null) focusPost(pid);
    },
  );

  return (
    <TextForm
      form={form}
      onSubmit={submit}
      className={styles.composer}
      label={t(label)}
      intro={
        <>
          {replyingTo && <p className="muted">{t('composer.replyingTo', { name: replyingTo })}</p>}
          {form.restored && <p className="muted">{t('composer.keptHere')}</p>}
        </>
      }
      name="content"
      rows={4}
      maxLength={TOPIC_LIMITS.contentMax}
      autoFocus={autoFocus}
      hint={t('composer.hint')}
      requireText
      submitLabel={t(submitLabel)}
      busyLabel={t('composer.posting')}
      onCancel={onDone && (() => onDone(null))}
    />
  );
}
