import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { InstallPromptEvent } from './installEvent';
import styles from './Pwa.module.css';

/** The install offer (issue 37, ./installOffer.ts): a small non-modal bar with Install / Not now. */
export function InstallBar({ offer, onClose }: { offer: InstallPromptEvent; onClose: () => void }) {
  const t = useT('pwa');
  const install = () => {
    void offer.prompt().catch(() => undefined);
    onClose();
  };
  return (
    <section className={styles.bar} aria-label={t('install.label')} data-pwa="install">
      <p className={styles.text}>{t('install.text')}</p>
      <span className={styles.actions}>
        <Button onClick={install}>{t('install.install')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('install.notNow')}
        </Button>
      </span>
    </section>
  );
}
