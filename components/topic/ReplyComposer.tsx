import { lazyView } from '@/lib/react/lazyView';
import { Button } from '@/components/ui';
import { formatDuration } from '@/lib/duration';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { selectTopic } from '@/store/topic/selectors';
import styles from './Topic.module.css';

export interface ReplyComposerProps {
  /** The textarea's label ("Your answer", "Ask a question"). */
  label: MessageKey<'topic'>;
  submitLabel: MessageKey<'topic'>;
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

/** While the form's code loads, the box keeps a composer's height, so nothing below moves. */
const ComposerLoading = () => <div className={styles.composerLoading} aria-busy="true" />;

// A visitor's page never loads the form: it comes when a member's box first shows.
const MemberComposer = lazyView(() => import('./MemberComposer'), { ssr: false, loading: ComposerLoading });

/**
 * A Markdown reply box (R4.9). Visitors are offered the login dialog; a locked, deleted or draft
 * topic says why it takes no replies; members get the form (./MemberComposer.tsx), or a short
 * explanation when they may not post yet (R4.14). After posting, focus moves to the new reply.
 */
export function ReplyComposer(props: ReplyComposerProps) {
  const t = useT('topic');
  const common = useT('common');
  const dispatch = useAppDispatch();
  const { loggedIn, canPost, loading } = useAppSelector(selectLogin);
  const topic = useAppSelector(selectTopic);

  if (!loggedIn) {
    return (
      <div className={styles.composerNote}>
        <Button variant="secondary" disabled={loading} onClick={() => dispatch(showModal({ name: 'login', props: { from: 'reply' } }))}>
          {t('composer.logIn')}
        </Button>
      </div>
    );
  }
  // The server's privileges decide; a locked, deleted or draft topic says why (a member who may not
  // post at all hears that first, from the member's box).
  if (canPost && topic && !topic.privileges.reply && (topic.locked || topic.deleted || topic.draft)) {
    return (
      <p className={`${styles.composerNote} muted`}>
        {topic.deleted
          ? t('composer.deleted')
          : topic.draft
            ? t('composer.draft')
            : t('composer.locked')}
      </p>
    );
  }
  // Slow mode (issue 35): members hear the interval before they write; the server holds them to it.
  if (canPost && topic && topic.slowMode > 0 && !topic.privileges.moderate) {
    return (
      <>
        <p className={`${styles.composerNote} muted`}>{t('composer.slowMode', { interval: formatDuration(topic.slowMode / 60, common) })}</p>
        <MemberComposer {...props} />
      </>
    );
  }
  return <MemberComposer {...props} />;
}
