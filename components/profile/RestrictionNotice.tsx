import { useEffect } from 'react';
import { MomentTime } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { aroundPart, PART } from '@/lib/i18n/part';
import { useT } from '@/lib/i18n/useT';
import type { HeldSuspension, Restriction } from '@/lib/moderation/types';
import { isolated } from '@/lib/text';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadRestrictions, selectMemberRestrictions } from '@/store/moderation/restrictions';
import { selectUid } from '@/store/selectors';
import styles from './RestrictionNotice.module.css';

/** The notice's words for each restriction, the more serious first. */
const TEXTS = {
  ban: { until: 'restriction.suspendedUntil', lifted: 'restriction.suspendedUntilLifted' },
  silence: { until: 'restriction.silencedUntil', lifted: 'restriction.silencedUntilLifted' },
} as const satisfies Record<Restriction, { until: MessageKey<'profile'>; lifted: MessageKey<'profile'> }>;

const KINDS = ['ban', 'silence'] as const satisfies readonly Restriction[];

function RestrictionLine({ kind, held }: { kind: Restriction; held: HeldSuspension }) {
  const t = useT('profile');
  // The date goes where "{date}" stands, so each language keeps its own word order.
  const [before, after] = aroundPart(held.until === null ? t(TEXTS[kind].lifted) : t(TEXTS[kind].until, { date: PART }));
  return (
    <div className={styles.restriction}>
      <p>
        <strong>
          {before}
          {held.until !== null && <MomentTime value={held.until} />}
          {after}
        </strong>
      </p>
      {held.reason && <p>{t('restriction.reason', { reason: isolated(held.reason) })}</p>}
    </div>
  );
}

/**
 * A member's suspension and silence on their profile (issue 35), for moderators and the member
 * themself (components/profile/StaffControls.tsx loads it for them only): read from the server
 * after the page, never part of the shared page a visitor gets, and changed at once when the
 * suspend dialog sets or lifts one (store/moderation/restrictions.ts).
 */
export function RestrictionNotice({ uid }: { uid: number }) {
  const t = useT('profile');
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectUid);
  const held = useAppSelector((state) => selectMemberRestrictions(state, uid));
  useEffect(() => {
    dispatch(loadRestrictions(uid));
  }, [dispatch, uid, viewer]);

  const shown = KINDS.flatMap((kind) => {
    const one = held?.[kind];
    return one ? [{ kind, one }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className={`danger-panel ${styles.restrictions}`} aria-label={t('restriction.label')}>
      {shown.map(({ kind, one }) => (
        <RestrictionLine key={kind} kind={kind} held={one} />
      ))}
    </section>
  );
}
