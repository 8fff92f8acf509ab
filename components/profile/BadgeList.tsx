import { useState } from 'react';
import { useT } from '@/lib/i18n/useT';
import type { BadgeState } from '@/services/session';
import { useAppDispatch } from '@/store/hooks';
import { acknowledgeBadge } from '@/store/config/slice';
import { Button, DayTime, Icon, useSubmit } from '@/components/ui';
import { badgeInfo } from './badges';
import { aroundPart, PART } from '@/lib/i18n/part';
import styles from './Profile.module.css';

interface BadgeListProps {
  badges: BadgeState[];
  /** The member's own badges: unacknowledged ones show "New" and "OK, got it" (R4.13). */
  own: boolean;
  /** When each badge was earned, by badge key (the profile summary); shown as its story. */
  earned?: Record<string, number>;
}

/** A member's badges. Acknowledging one sets its `notified` flag (PUT .../badges/{id}/notified). */
export function BadgeList({ badges, own, earned = {} }: BadgeListProps) {
  const t = useT('profile');
  const names = useT('common');
  const dispatch = useAppDispatch();
  const acknowledging = useSubmit();
  // The badge whose "OK, got it" was pressed last.
  const [pending, setPending] = useState<number | null>(null);

  if (badges.length === 0) {
    return <p className="muted">{own ? t('badges.noneOwn') : t('badges.none')}</p>;
  }

  function acknowledge(id: number) {
    setPending(id);
    return acknowledging.run(async () => {
      await dispatch(acknowledgeBadge(id)).unwrap();
      // The button is gone: keep keyboard focus on the badge it belonged to.
      document.getElementById(`badge-${id}`)?.focus();
    });
  }

  const [earnedBefore, earnedAfter] = aroundPart(t('badges.earned', { date: PART }));
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => {
        const info = badgeInfo(badge.badge, t, names);
        const isNew = own && !badge.notified;
        return (
          <li key={badge.id} id={`badge-${badge.id}`} tabIndex={-1} className={isNew ? `${styles.badge} ${styles.badgeNew}` : styles.badge}>
            <span className={styles.badgeIcon}>
              <Icon name={info.icon} />
            </span>
            <span className={styles.badgeText}>
              <strong>{info.label}</strong>
              {isNew && <span className={styles.newMarker}>{t('badges.new')}</span>}
              {info.description && <span className="muted">{info.description}</span>}
              {earned[badge.badge] !== undefined && (
                <span className={`muted ${styles.badgeEarned}`}>
                  {earnedBefore}
                  <DayTime value={earned[badge.badge]!} />
                  {earnedAfter}
                </span>
              )}
            </span>
            {isNew && (
              <Button
                variant="secondary"
                disabled={acknowledging.busy && pending === badge.id}
                onClick={() => acknowledge(badge.id)}
                aria-label={t('badges.okLabel', { badge: info.label })}
              >
                {t('badges.ok')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
