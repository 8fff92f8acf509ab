import { Link } from '@/components/ui/Link';
import { useId } from 'react';
import { Avatar, Button, ListError, Skeleton } from '@/components/ui';
import { displayName } from '@/lib/names';
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_TYPES,
  type BlockedMember,
  type DigestFrequency,
  type MutedTopic,
  type NotificationMode,
  type NotificationPreferences,
  type NotificationType,
} from '@/lib/notifications/types';
import { mutedTitle, useNotificationPreferences } from './useNotificationPreferences';
import styles from './Notifications.module.css';

const TYPE_LABELS: Record<NotificationType, string> = {
  'new-reply': 'Replies to my topics, questions and answers',
  'answer-accepted': 'My answer was accepted',
  upvote: 'Upvotes on my posts',
  mention: 'Mentions of me (@name)',
  'followed-topic': 'New posts in topics I follow',
  'project-new-topic': 'New topics in projects I follow',
  'project-new-event': 'New events in projects I follow',
  'event-reminder': 'An event I registered for starts within the hour',
  'event-waitlist-promoted': 'I got a seat from the waitlist',
  'event-cancelled': 'An event I registered for was cancelled',
  'badge-awarded': 'I was awarded a badge',
  'invitee-joined': 'Someone joined through my invite',
  'new-follower': 'Someone started following me',
};

const MODE_LABELS: Record<NotificationMode, string> = {
  web: 'On the site',
  email: 'On the site and in the e-mail digest',
  off: 'Off',
};

const DIGEST_LABELS: Record<DigestFrequency, string> = { off: 'Off', daily: 'Daily', weekly: 'Weekly' };

/**
 * The member's notification settings (R3.10): each kind on the site, also in the e-mail digest, or
 * off; the digest daily, weekly or off; muted topics and blocked members with Unmute and Unblock.
 * Each change is saved at once and said in a status line (`useNotificationPreferences`).
 */
export default function NotificationSettings() {
  const { state, failed, retry, status, busy, saveType, saveDigest, unmute, unblock } = useNotificationPreferences();
  const digestId = useId();

  if (failed) return <ListError title="Notification settings could not be loaded" message={failed.message} code={failed.code} onRetry={retry} />;
  if (!state) {
    return (
      <div role="status" aria-label="Loading notification settings" className={styles.prefs}>
        <Skeleton height="2rem" />
        <Skeleton height="2rem" />
      </div>
    );
  }
  const { preferences, blocked } = state;

  return (
    <div className={styles.prefs}>
      <NotificationTypesTable preferences={preferences} busy={busy} onChange={(type, mode) => void saveType(type, mode)} />

      <label htmlFor={digestId}>E-mail digest of unread notifications</label>
      <select id={digestId} value={preferences.digest} disabled={busy} onChange={(e) => void saveDigest(e.target.value as DigestFrequency)}>
        {DIGEST_FREQUENCIES.map((digest) => (
          <option key={digest} value={digest}>
            {DIGEST_LABELS[digest]}
          </option>
        ))}
      </select>

      <h3>Muted topics</h3>
      <MutedTopics topics={preferences.mutedTopicList} busy={busy} onUnmute={(topic) => void unmute(topic)} />

      <h3>Blocked members</h3>
      <BlockedMembers blocked={blocked} busy={busy} onUnblock={(member) => void unblock(member)} />
      <p role="status" className="muted" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/** How each kind of notification reaches the member: a select per kind. */
function NotificationTypesTable({ preferences, busy, onChange }: { preferences: NotificationPreferences; busy: boolean; onChange: (type: NotificationType, mode: NotificationMode) => void }) {
  return (
    <table className={styles.prefTable}>
      <caption className="visually-hidden">How each kind of notification reaches you</caption>
      <thead>
        <tr>
          <th scope="col">Notify me when</th>
          <th scope="col">How</th>
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_TYPES.map((type) => (
          <tr key={type}>
            <th scope="row" style={{ fontWeight: 400 }}>
              {TYPE_LABELS[type]}
            </th>
            <td>
              <select
                aria-label={TYPE_LABELS[type]}
                value={preferences.types[type]}
                disabled={busy}
                onChange={(e) => onChange(type, e.target.value as NotificationMode)}
              >
                {(Object.keys(MODE_LABELS) as NotificationMode[]).map((mode) => (
                  <option key={mode} value={mode}>
                    {MODE_LABELS[mode]}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MutedTopics({ topics, busy, onUnmute }: { topics: MutedTopic[]; busy: boolean; onUnmute: (topic: MutedTopic) => void }) {
  return (
    topics.length === 0 ? (
      <p className="muted">No muted topics. Mute a topic from its page to hear nothing more about it.</p>
    ) : (
      <ul className={styles.plainList} aria-label="Muted topics">
        {topics.map((topic) => (
          <li key={topic.tid}>
            <Link href={topic.path} className={styles.mutedTitle}>
              {mutedTitle(topic)}
            </Link>
            <Button variant="secondary" disabled={busy} onClick={() => onUnmute(topic)}>
              Unmute<span className="visually-hidden"> {mutedTitle(topic)}</span>
            </Button>
          </li>
        ))}
      </ul>
    )
  );
}

function BlockedMembers({ blocked, busy, onUnblock }: { blocked: BlockedMember[]; busy: boolean; onUnblock: (member: BlockedMember) => void }) {
  return (
    blocked.length === 0 ? (
      <p className="muted">No blocked members. What a blocked member does never notifies you.</p>
    ) : (
      <ul className={styles.plainList} aria-label="Blocked members">
        {blocked.map((member) => (
          <li key={member.uid}>
            <Link href={`/user/${member.userslug}`} data-member-slug={member.userslug} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
              <Avatar src={member.picture} alt="" size={28} />
              {displayName(member)}
            </Link>
            <Button variant="secondary" disabled={busy} onClick={() => onUnblock(member)}>
              Unblock<span className="visually-hidden"> {displayName(member)}</span>
            </Button>
          </li>
        ))}
      </ul>
    )
  );
}
