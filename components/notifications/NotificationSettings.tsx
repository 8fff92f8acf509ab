import { Link } from '@/components/ui/Link';
import { useId } from 'react';
import { Avatar, Button, ListError, Skeleton } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
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
import { PushSettings } from './PushSettings';
import { TYPE_LABELS } from './typeLabels';
import { mutedTitle, useNotificationPreferences } from './useNotificationPreferences';
import styles from './Notifications.module.css';

type Key = MessageKey<'notifications'>;

const MODE_LABELS: Record<NotificationMode, Key> = { web: 'mode.web', email: 'mode.email', off: 'mode.off' };

const DIGEST_LABELS: Record<DigestFrequency, Key> = { off: 'digest.off', daily: 'digest.daily', weekly: 'digest.weekly' };

/**
 * The member's notification settings (R3.10): each kind on the site, also in the e-mail digest, or
 * off; the digest daily, weekly or off; muted topics and blocked members with Unmute and Unblock.
 * Each change is saved at once and said in a status line (`useNotificationPreferences`).
 */
export default function NotificationSettings() {
  const t = useT('notifications');
  const { state, failed, retry, status, busy, saveType, saveDigest, unmute, unblock } = useNotificationPreferences();
  const digestId = useId();

  if (failed) return <ListError title={t('settings.failed')} message={failed.message} code={failed.code} onRetry={retry} />;
  if (!state) {
    return (
      <div role="status" aria-label={t('settings.loading')} className={styles.prefs}>
        <Skeleton height="2rem" />
        <Skeleton height="2rem" />
      </div>
    );
  }
  const { preferences, blocked } = state;

  return (
    <div className={styles.prefs}>
      <NotificationTypesTable preferences={preferences} busy={busy} onChange={(type, mode) => void saveType(type, mode)} />

      <label htmlFor={digestId}>{t('settings.digest')}</label>
      <select id={digestId} value={preferences.digest} disabled={busy} onChange={(e) => void saveDigest(e.target.value as DigestFrequency)}>
        {DIGEST_FREQUENCIES.map((digest) => (
          <option key={digest} value={digest}>
            {t(DIGEST_LABELS[digest])}
          </option>
        ))}
      </select>

      <PushSettings />

      <h3>{t('settings.muted')}</h3>
      <MutedTopics topics={preferences.mutedTopicList} busy={busy} onUnmute={(topic) => void unmute(topic)} />

      <h3>{t('settings.blocked')}</h3>
      <BlockedMembers blocked={blocked} busy={busy} onUnblock={(member) => void unblock(member)} />
      <p role="status" className="muted" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/** How each kind of notification reaches the member: a select per kind. */
function NotificationTypesTable({ preferences, busy, onChange }: { preferences: NotificationPreferences; busy: boolean; onChange: (type: NotificationType, mode: NotificationMode) => void }) {
  const t = useT('notifications');
  return (
    <table className={styles.prefTable}>
      <caption className="visually-hidden">{t('settings.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('settings.notifyWhen')}</th>
          <th scope="col">{t('settings.how')}</th>
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_TYPES.map((type) => (
          <tr key={type}>
            <th scope="row" style={{ fontWeight: 400 }}>
              {t(TYPE_LABELS[type])}
            </th>
            <td>
              <select
                aria-label={t(TYPE_LABELS[type])}
                value={preferences.types[type]}
                disabled={busy}
                onChange={(e) => onChange(type, e.target.value as NotificationMode)}
              >
                {(Object.keys(MODE_LABELS) as NotificationMode[]).map((mode) => (
                  <option key={mode} value={mode}>
                    {t(MODE_LABELS[mode])}
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
  const t = useT('notifications');
  return (
    topics.length === 0 ? (
      <p className="muted">{t('settings.noMuted')}</p>
    ) : (
      <ul className={styles.plainList} aria-label={t('settings.muted')}>
        {topics.map((topic) => (
          <li key={topic.tid}>
            <Link href={topic.path} className={styles.mutedTitle}>
              {mutedTitle(topic, t)}
            </Link>
            <Button variant="secondary" disabled={busy} onClick={() => onUnmute(topic)}>
              {t('settings.unmute')}
              <span className="visually-hidden"> {mutedTitle(topic, t)}</span>
            </Button>
          </li>
        ))}
      </ul>
    )
  );
}

function BlockedMembers({ blocked, busy, onUnblock }: { blocked: BlockedMember[]; busy: boolean; onUnblock: (member: BlockedMember) => void }) {
  const t = useT('notifications');
  return (
    blocked.length === 0 ? (
      <p className="muted">{t('settings.noBlocked')}</p>
    ) : (
      <ul className={styles.plainList} aria-label={t('settings.blocked')}>
        {blocked.map((member) => (
          <li key={member.uid}>
            <Link href={`/user/${member.userslug}`} data-member-slug={member.userslug} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
              <Avatar src={member.picture} alt="" size={28} />
              {displayName(member)}
            </Link>
            <Button variant="secondary" disabled={busy} onClick={() => onUnblock(member)}>
              {t('settings.unblock')}
              <span className="visually-hidden"> {displayName(member)}</span>
            </Button>
          </li>
        ))}
      </ul>
    )
  );
}
