import { StrokeIcon } from './StrokeIcon';
import type { ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * The site's icons as inline SVG (24×24 grid, drawn with the current text colour), so they show
 * on every machine: emoji render as empty boxes where no emoji font is installed. Icons are
 * decorative (aria-hidden); the control or text next to them carries the name.
 */
const PATHS = {
  upvote: <path d="M12 4 3 19h18z" fill="currentColor" stroke="none" />,
  star: <path d="m12 2.8 2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.14l-5.62 2.96 1.07-6.26L2.9 9.4l6.3-.9z" />,
  starFilled: (
    <path d="m12 2.8 2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.14l-5.62 2.96 1.07-6.26L2.9 9.4l6.3-.9z" fill="currentColor" />
  ),
  pin: (
    <>
      <path d="M12 17v5" />
      <path d="M9 3h6l-1 2v5l3 3v2H7v-2l3-3V5z" />
    </>
  ),
  headphones: (
    <path d="M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3" />
  ),
  close: <path d="M18 6 6 18M6 6l12 12" />,
  shield: <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  filter: <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />,
  check: <path d="M20 6 9 17l-5-5" />,
  arrowUp: <path d="M12 19V5m-7 7 7-7 7 7" />,
  pen: (
    <>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />
    </>
  ),
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  mic: (
    <>
      <rect x="9" y="2.5" width="6" height="11.5" rx="3" />
      <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v3.5" />
    </>
  ),
  userPlus: (
    <>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M19 8v6m3-3h-6" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="8.5" r="6" />
      <path d="M15.5 13.4 17 22l-5-3-5 3 1.5-8.6" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.8-3.8" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  unlock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 7.75-1.4" />
    </>
  ),
  hourglass: <path d="M6 3h12M6 21h12M7 3c0 5 10 6 10 9s-10 4-10 9M17 3c0 5-10 6-10 9s10 4 10 9" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  /** Extra class (size, colour); the default is 1em, aligned with the text. */
  className?: string;
}

/** One decorative icon (aria-hidden, never focusable). */
export function Icon({ name, className }: IconProps) {
  return (
    <StrokeIcon size="1em" className={className ? `${styles.icon} ${className}` : styles.icon} name={name}>
      {PATHS[name]}
    </StrokeIcon>
  );
}
