import { useT } from '@/lib/i18n/useT';
import type { HeldPost, ReviewMember } from '@/lib/review/types';
import { isolated } from '@/lib/text';
import styles from './Review.module.css';

const SIGNAL_TEXTS = {
  links: 'review.signal.links',
  mentions: 'review.signal.mentions',
  duplicate: 'review.signal.duplicate',
  'link-spree': 'review.signal.link-spree',
  fast: 'review.signal.fast',
  silenced: 'review.signal.silenced',
} as const;

/** A held post's author, why it waits (the spam signals) and what it says. */
export function HeldDetails({ held, member }: { held: HeldPost; member: ReviewMember | null }) {
  const t = useT('admin');
  return (
    <>
      <p className={styles.meta}>{t('review.heldBy', { name: member ? isolated(member.username) : t('review.formerMember') })}</p>
      <div>
        <p className={styles.signalsTitle}>{t('review.signals')}</p>
        <ul className={styles.signals}>
          {held.signals.map((signal) => (
            <li key={signal}>{t(SIGNAL_TEXTS[signal])}</li>
          ))}
        </ul>
      </div>
      <blockquote className={styles.excerpt}>{held.excerpt}</blockquote>
    </>
  );
}
