import type { CSSProperties, ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './ui.module.css';

type BadgeTone = 'neutral' | 'accent' | 'success' | 'solid' | 'plain';

interface BadgeProps {
  children: ReactNode;
  /**
   * neutral: grey outline pill; accent: soft accent pill; success: green pill; solid: white text
   * on `colour` (post types); plain: text only (a label inside a line of meta data).
   */
  tone?: BadgeTone;
  /** The background of a solid badge (it must give 4.5:1 contrast with white). */
  colour?: string;
  icon?: IconName;
  className?: string;
  /** Extra data attributes for tests and styles. */
  data?: Record<`data-${string}`, string>;
}

const TONE_CLASS: Record<BadgeTone, string> = {
  neutral: styles.badgeNeutral,
  accent: styles.badgeAccent,
  success: styles.badgeSuccess,
  solid: styles.badgeSolid,
  plain: styles.badgePlain,
};

/** A short label (post type, Pinned, New, Accepted answer), optionally with an icon before it. */
export function Badge({ children, tone = 'neutral', colour, icon, className, data }: BadgeProps) {
  const style: CSSProperties | undefined = tone === 'solid' && colour ? { background: colour } : undefined;
  return (
    <span className={[styles.badge, TONE_CLASS[tone], className].filter(Boolean).join(' ')} style={style} {...data}>
      {icon && <Icon name={icon} />}
      {children}
    </span>
  );
}
