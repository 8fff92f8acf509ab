import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { formatCount } from '@/lib/numbers';
import type { RequirementKey } from '@/lib/trust/promotion';
import type { TrustProgress as Progress } from '@/lib/trust/types';
import { useTrustLevelName } from './levelName';
import styles from './Trust.module.css';

/** Each requirement's words. */
const NEED_TEXTS = {
  accountDays: 'trust.need.accountDays',
  daysVisited: 'trust.need.daysVisited',
  topicsRead: 'trust.need.topicsRead',
  repliesReceived: 'trust.need.repliesReceived',
  upvotesReceived: 'trust.need.upvotesReceived',
  acceptedAnswers: 'trust.need.acceptedAnswers',
  cleanDays: 'trust.need.cleanDays',
} as const satisfies Record<RequirementKey, MessageKey<'settings'>>;

/**
 * The member's trust level on their settings page (issue 35; docs/features/trust.md): what it is,
 * whether a moderator set it, and what the next level asks for with their own counts.
 */
export function TrustProgress({ progress, own }: { progress: Progress; own: boolean }) {
  const t = useT('settings');
  const locale = useLocale();
  const levelName = useTrustLevelName();
  const { level, locked, next } = progress;
  return (
    <div className={styles.control}>
      <p>{t('trust.intro')}</p>
      <p>
        <strong data-testid="trust-level">{t(own ? 'trust.level' : 'trust.levelOther', { level: levelName(level) })}</strong>
      </p>
      {locked && <p className="muted">{t('trust.locked')}</p>}
      {next ? (
        <>
          <p>{t('trust.next', { level: levelName(next.level) })}</p>
          <ul className={styles.needs}>
            {next.needs.map((need) => {
              const met = need.have >= need.need;
              return (
                <li key={need.key} className={met ? styles.met : undefined}>
                  {t(NEED_TEXTS[need.key], { have: formatCount(need.have, locale), need: formatCount(need.need, locale) })}
                  {met && ` · ${t('trust.met')}`}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="muted">{t('trust.top')}</p>
      )}
    </div>
  );
}
