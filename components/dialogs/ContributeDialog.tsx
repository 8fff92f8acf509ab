import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/** The texts of R2.3, exactly as the spec gives them. */
const CONTRIBUTE_TEXTS = {
  title: 'Contribute',
  quote: 'Open source grows one contribution at a time, and every line you share makes the next person’s work a little easier.',
  bullets: [
    'Contribute to your favourite open source projects because you love it.',
    'Get paid for it.',
  ],
  closing: 'We are building something simple (and amazing) here.',
  watch: 'Watch this space !!',
} as const;

/** Contribute (R2.3): a quote, two bullets, then the closing lines. */
export function ContributeDialog({ onClose }: DialogComponentProps) {
  return (
    <Dialog title={CONTRIBUTE_TEXTS.title} onClose={onClose}>
      <blockquote className={styles.quote}>
        <p>{CONTRIBUTE_TEXTS.quote}</p>
      </blockquote>
      <ul className={styles.bullets}>
        {CONTRIBUTE_TEXTS.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <p className={styles.closing}>{CONTRIBUTE_TEXTS.closing}</p>
      <p className={styles.closing}>{CONTRIBUTE_TEXTS.watch}</p>
    </Dialog>
  );
}
