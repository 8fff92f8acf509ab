import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/** The texts of R2.3, exactly as the spec gives them. */
const BULLETS = ['contribute.bullet.love', 'contribute.bullet.paid'] as const satisfies readonly MessageKey<'dialogs'>[];

/** Contribute (R2.3): a quote, two bullets, then the closing lines. */
export function ContributeDialog({ onClose }: DialogComponentProps) {
  const t = useT('dialogs');
  return (
    <Dialog title={t('contribute.title')} onClose={onClose}>
      <blockquote className={styles.quote}>
        <p>{t('contribute.quote')}</p>
      </blockquote>
      <ul className={styles.bullets}>
        {BULLETS.map((bullet) => (
          <li key={bullet}>{t(bullet)}</li>
        ))}
      </ul>
      <p className={styles.closing}>{t('contribute.closing')}</p>
      <p className={styles.closing}>{t('contribute.watch')}</p>
    </Dialog>
  );
}
