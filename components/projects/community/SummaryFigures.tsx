import { Icon } from '@/components/ui';
import {
  countChange,
  formatPercent,
  formatSeconds,
  shareChange,
  timeChange,
  type ChangeText,
} from '@/lib/community/display';
import type { CommunityFigures } from '@/lib/community/types';
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

export function SummaryFigures({ figures, previousWords }: { figures: CommunityFigures; previousWords: string }) {
  const f = figures;
  return (
    <dl className={styles.figures}>
      <Figure label="Active members" value={formatCount(f.active_members.current)} change={countChange(f.active_members, previousWords)} />
      <Figure label="New members" value={formatCount(f.new_members.current)} change={countChange(f.new_members, previousWords)} />
      <Figure label="Posts" value={formatCount(f.posts.current)} change={countChange(f.posts, previousWords)} />
      <Figure label="Questions" value={formatCount(f.questions.current)} change={countChange(f.questions, previousWords)} />
      <Figure label="Questions answered" value={formatPercent(f.answered_share.current)} change={shareChange(f.answered_share, previousWords)} />
      <Figure
        label="Median time to first answer"
        value={formatSeconds(f.median_first_answer_seconds.current)}
        change={timeChange(f.median_first_answer_seconds, previousWords)}
      />
      <Figure label="Events held" value={formatCount(f.events_held.current)} change={countChange(f.events_held, previousWords)} />
      <Figure label="Upcoming events" value={formatCount(f.events_upcoming)} />
    </dl>
  );
}
