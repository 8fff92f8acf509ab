import type { MessageKey } from '@/lib/i18n/catalogues';
import { ReplyComposer } from './ReplyComposer';
import styles from './Topic.module.css';

/**
 * The reply box under a topic or an event's discussion. On a shared page (server/cache) a member's
 * box keeps a composer's height, unseen, until their state arrives (lib/personal), so the visitor's
 * "Log in to reply" never shows and nothing below moves when the composer takes its place.
 */
export function PageComposer({ label, submitLabel }: { label: MessageKey<'topic'>; submitLabel: MessageKey<'topic'> }) {
  return (
    <div className={styles.composerSlot} data-member-state>
      <ReplyComposer label={label} submitLabel={submitLabel} />
    </div>
  );
}
