import { Icon } from '@/components/ui';
import { countChange, formatPercent, formatSeconds, shareChange, timeChange, type ChangeText } from '@/lib/community/display';
import type { ActiveMemberInterval, CommunityFigures } from '@/lib/community/types';
import { useLocale, useT } from '@/lib/i18n/useT';
import { formatCount } from '@/lib/numbers';
import styles from './CommunityTab.module.css';

/**
 * The summary's figures (R1.15, R9.6), each with its change against the previous interval in
 * words next to an arrow (the words carry the meaning; the arrow and its colour only repeat it).
 */

function Change({ change }: { change: ChangeText }) {
  const arrow = change.trend === 'up' || change.trend === 'new' ? 'up' : change.trend === 'down' ? 'down' : null;
  return (
    <dd className={styles.change} data-trend={change.trend}>
      {arrow && <Icon name="upvote" className={arrow === 'down' ? `${styles.arrow} ${styles.arrowDown}` : styles.arrow} />}
      <span>{change.text}</span>
    </dd>
  );
}

function Figure({ label, value, change }: { label: string; value: string; change?: ChangeText }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      {change ? <Change change={change} /> : null}
    </div>
  );
}

export function SummaryFigures({ figures, interval }: { figures: CommunityFigures; interval: ActiveMemberInterval }) {
  const t = useT('projects');
  const locale = useLocale();
  const f = figures;
  return (
    <dl className={styles.figures}>
      <Figure label={t('community.figure.activeMembers')} value={formatCount(f.active_members.current, locale)} change={countChange(f.active_members, interval, t, locale)} />
      <Figure label={t('community.figure.newMembers')} value={formatCount(f.new_members.current, locale)} change={countChange(f.new_members, interval, t, locale)} />
      <Figure label={t('community.figure.posts')} value={formatCount(f.posts.current, locale)} change={countChange(f.posts, interval, t, locale)} />
      <Figure label={t('community.figure.questions')} value={formatCount(f.questions.current, locale)} change={countChange(f.questions, interval, t, locale)} />
      <Figure label={t('community.figure.answered')} value={formatPercent(f.answered_share.current)} change={shareChange(f.answered_share, interval, t)} />
      <Figure
        label={t('community.figure.firstAnswer')}
        value={formatSeconds(f.median_first_answer_seconds.current, t, locale)}
        change={timeChange(f.median_first_answer_seconds, interval, t, locale)}
      />
      <Figure label={t('community.figure.eventsHeld')} value={formatCount(f.events_held.current, locale)} change={countChange(f.events_held, interval, t, locale)} />
      <Figure label={t('community.figure.upcomingEvents')} value={formatCount(f.events_upcoming, locale)} />
    </dl>
  );
}
