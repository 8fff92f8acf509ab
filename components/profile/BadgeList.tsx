import { useState } from 'react';
import type { BadgeState } from '@/services/session';
import { useAppDispatch } from '@/store/hooks';
import { acknowledgeBadge } from '@/store/config/slice';
import { Button, Icon } from '@/components/ui';
import { badgeInfo } from './badges';
import styles from './Profile.module.css';

interface BadgeListProps {
  badges: BadgeState[];
  /** The member's own badges: unacknowledged ones show "New" and "OK, got it" (R4.13). */
  own: boolean;
}

/** A member's badges. Acknowledging one sets its `notified` flag (PUT .../badges/{id}/notified). */
export function BadgeList({ badges, own }: BadgeListProps) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<number | null>(null);

  if (badges.length === 0) {
    return <p className="muted">{own ? 'No badges yet: post, answer or host an event to earn one.' : 'No badges yet.'}</p>;
  }

  async function acknowledge(id: number) {
    setPending(id);
    const result = await dispatch(acknowledgeBadge(id));
    setPending(null);
    // The button is gone: keep keyboard focus on the badge it belonged to.
    if (acknowledgeBadge.fulfilled.match(result)) document.getElementById(`badge-${id}`)?.focus();
  }

  return (
    <ul className={styles.badges}>
      {badges.map((badge) => {
        const info = badgeInfo(badge.badge);
        const isNew = own && !badge.notified;
        return (
          <li key={badge.id} id={`badge-${badge.id}`} tabIndex={-1} className={isNew ? `${styles.badge} ${styles.badgeNew}` : styles.badge}>
            <span className={styles.badgeIcon}>
              <Icon name={info.icon} />
            </span>
            <span className={styles.badgeText}>
              <strong>{info.label}</strong>
              {isNew && <span className={styles.newMarker}>New</span>}
              {info.description && <span className="muted">{info.description}</span>}
            </span>
            {isNew && (
              <Button
                variant="secondary"
                disabled={pending === badge.id}
                onClick={() => acknowledge(badge.id)}
                aria-label={`OK, got it: ${info.label}`}
              >
                OK, got it
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
